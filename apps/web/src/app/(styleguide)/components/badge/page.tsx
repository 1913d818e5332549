// Style-guide page of the hospital tier Badge: every tier, every size, the written name and a custom name.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import badgeProps from '@/styleguide/props/Badge.json';
import CustomName from './examples/custom-name';
import Sizes from './examples/sizes';
import Tiers from './examples/tiers';
import WithTheNameWrittenOut from './examples/with-the-name-written-out';

const PATH = '/components/badge';

export const metadata = docMetadata(PATH);

export default function BadgePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Tiers"
          description="The seven hospital tiers at 48px. The shield fills one step more at each tier, from a quarter for Basic to full for Gold, in the tier’s colour; a plus tier shares its base tier’s colour."
          code={exampleSource(PATH, 'tiers')}
        >
          <Tiers />
        </Example>

        <Example
          title="Sizes"
          description="Silver Plus in the six sizes: 16, 24, 32, 48, 64 and 128 pixels."
          code={exampleSource(PATH, 'sizes')}
        >
          <Sizes />
        </Example>

        <Example
          title="With the name written out"
          description="showLabel writes the tier’s name beside the shield, for lists and small sizes where the level alone is hard to read."
          code={exampleSource(PATH, 'with-the-name-written-out')}
        >
          <WithTheNameWrittenOut />
        </Example>

        <Example
          title="Custom name"
          description="label replaces the tier’s name, for example to say what the tier is of."
          code={exampleSource(PATH, 'custom-name')}
        >
          <CustomName />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Badge" rows={badgeProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The shield is an image (<code>role=&quot;img&quot;</code>) named by its tier, such as “Silver
              Plus”;
              <code>label</code> replaces the name.
            </li>
            <li>
              Colour is not the only cue: the fill level rises one step per tier (25% for Basic to 100% for
              Gold), drawn with a dark outline and level line that contrast with the page at more than 3:1,
              and <code>showLabel</code> writes the name as text.
            </li>
            <li>
              With <code>showLabel</code> the written name is what a screen reader reads, and the shield is
              hidden, so the name is not read twice.
            </li>
            <li>It is not interactive and takes no focus. In forced-colours mode the level stays visible.</li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
