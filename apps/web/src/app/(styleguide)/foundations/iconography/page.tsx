// Style-guide page of the icon catalogue: the browser (search, category, grid by category), then how to use icons.
import { catalogue } from '@ds/icons';
import { CodeBlock } from '@ds/ui/code-block';
import { Text } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { IconBrowser } from '@/styleguide/iconography/IconBrowser';
import { ICONOGRAPHY_PATH } from '@/styleguide/iconography/icon-paths';

export const metadata = docMetadata(ICONOGRAPHY_PATH);

const systemCount = catalogue.filter((icon) => icon.type === 'System').length;
const graphicCount = catalogue.length - systemCount;

export default function IconographyPage() {
  return (
    <DocPage path={ICONOGRAPHY_PATH}>
      <DocSection title="Icons">
        <Text>
          {systemCount} System icons (24px line icons for actions, states and labels, in the colour of the
          text around them) and {graphicCount} Graphic icons (larger two-colour illustrations in the brand
          colour over the theme’s accent, for product tiles and feature panels). Open an icon for its sizes,
          uses and import line.
        </Text>
        <IconBrowser />
      </DocSection>
      <DocSection title="Using icons">
        <Text>
          Import each icon by name, so a page’s bundle holds only the icons it uses, and size and name it with
          Icon. An icon beside text that says the same thing needs no label; an icon on its own does.
        </Text>
        <CodeBlock
          label="Using an icon"
          language="tsx"
          code={`import { PhoneIcon } from '@ds/icons';
import { Icon } from '@ds/ui';

<Icon icon={PhoneIcon} size={24} label="Call us" />`}
        />
      </DocSection>
    </DocPage>
  );
}
