// Style-guide page of the error-page template: the two brand illustrations, the generic icon and a page with its
// ways onward, then props and accessibility notes.
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import errorPageProps from '@/styleguide/props/ErrorPage.json';
import styles from './page.module.css';
import BrandImage from './examples/brand-image';
import BrandImageOfTheSecondBrand from './examples/brand-image-of-the-second-brand';
import GenericIcon from './examples/generic-icon';
import WithActions from './examples/with-actions';

const PATH = '/patterns/error-page';
export const metadata = docMetadata(PATH);

export default function ErrorPagePatternPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Brand image"
          description="The main brand shows its signpost illustration, drawn in the theme’s colours."
          code={exampleSource(PATH, 'brand-image')}
        >
          <BrandImage />
        </Example>
        <Example
          title="Brand image of the second brand"
          description="The gu theme has its own illustration, a folded map under gum leaves."
          code={exampleSource(PATH, 'brand-image-of-the-second-brand')}
        >
          <BrandImageOfTheSecondBrand />
        </Example>
        <Example
          title="Generic icon"
          description="Every other theme shows a generic icon in the theme’s colours; here, the Thrive theme."
          code={exampleSource(PATH, 'generic-icon')}
        >
          <GenericIcon />
        </Example>
        <Example
          title="With actions"
          description="The children are the ways onward: the site’s own 404 page lists search, help and contact, then a button home."
          code={exampleSource(PATH, 'with-actions')}
        >
          <WithActions />
        </Example>
      </DocSection>
      <DocSection title="Props">
        <PropsTable component="ErrorPage" rows={errorPageProps} />
      </DocSection>
      <DocSection title="Accessibility">
        <ul className={styles.notes}>
          <li>
            The title is the page’s only h1 on a real error page, so screen-reader users hear what happened
            first.
          </li>
          <li>
            The illustration and the icon are decorative and hidden from assistive technology; the title
            carries the message.
          </li>
          <li>
            Keyboard: the links and the button are the only focusable parts, in reading order, with the site’s
            focus ring.
          </li>
          <li>
            On phones the picture sits above the text; the text column stays under 75 characters wide at every
            size.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
