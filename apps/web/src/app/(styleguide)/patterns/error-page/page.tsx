// Style-guide page of the error-page template: the two brand illustrations, the generic icon and a page with its
// ways onward, then props and accessibility notes.
import { Button, Link } from '@ds/ui';
import { ErrorPage } from '@ds/ui/error-page';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import styles from './page.module.css';

const PATH = '/patterns/error-page';
export const metadata = docMetadata(PATH);

const description = 'The page may have moved, or the address may be mistyped.';

export default function ErrorPagePatternPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Brand image"
          description="The main brand shows its signpost illustration, drawn in the theme’s colours."
          code={`<ErrorPage theme="main" headingLevel={4} title="Sorry, we couldn’t find that page" description="${description}" />`}
        >
          <ErrorPage
            theme="main"
            headingLevel={4}
            title="Sorry, we couldn’t find that page"
            description={description}
          />
        </Example>
        <Example
          title="Brand image of the second brand"
          description="The gu theme has its own illustration, a folded map under gum leaves."
          code={`<div data-theme="gu">
  <ErrorPage theme="gu" headingLevel={4} title="Sorry, we couldn’t find that page" description="${description}" />
</div>`}
        >
          <div data-theme="gu" className={styles.theme}>
            <ErrorPage
              theme="gu"
              headingLevel={4}
              title="Sorry, we couldn’t find that page"
              description={description}
            />
          </div>
        </Example>
        <Example
          title="Generic icon"
          description="Every other theme shows a generic icon in the theme’s colours; here, the Thrive theme."
          code={`<div data-theme="thrive">
  <ErrorPage theme="thrive" headingLevel={4} title="Sorry, something went wrong" description="Please try again in a few minutes." />
</div>`}
        >
          <div data-theme="thrive" className={styles.theme}>
            <ErrorPage
              theme="thrive"
              headingLevel={4}
              title="Sorry, something went wrong"
              description="Please try again in a few minutes."
            />
          </div>
        </Example>
        <Example
          title="With actions"
          description="The children are the ways onward: the site’s own 404 page lists search, help and contact, then a button home."
          code={`<ErrorPage theme="main" headingLevel={4} title="Sorry, we couldn’t find that page" description="${description}">
  <ul>
    <li><Link href="/search">Search the site</Link></li>
    <li><Link href="/help">Get help</Link></li>
    <li><Link href="/contact-us">Contact us</Link></li>
  </ul>
  <Button href="/">Go to the home page</Button>
</ErrorPage>`}
        >
          <ErrorPage
            theme="main"
            headingLevel={4}
            title="Sorry, we couldn’t find that page"
            description={description}
          >
            <ul className={styles.links}>
              <li>
                <Link href="/search">Search the site</Link>
              </li>
              <li>
                <Link href="/help">Get help</Link>
              </li>
              <li>
                <Link href="/contact-us">Contact us</Link>
              </li>
            </ul>
            <Button href="/">Go to the home page</Button>
          </ErrorPage>
        </Example>
      </DocSection>
      <DocSection title="Props">
        <PropsTable
          component="ErrorPage"
          rows={[
            {
              name: 'title',
              type: 'string',
              default: "'Sorry, something went wrong'",
              description: 'The heading. Say what happened in plain words; never show an error code.',
            },
            {
              name: 'description',
              type: 'ReactNode',
              description: 'One or two sentences on what may have happened.',
            },
            {
              name: 'theme',
              type: 'ThemeId',
              default: "'main'",
              description:
                'The theme the page is shown in. main and gu show their brand illustration; every other theme shows the icon.',
            },
            {
              name: 'icon',
              type: 'IconComponent',
              default: 'AlertTriangleIcon',
              description: 'The generic icon for themes without an illustration.',
            },
            {
              name: 'image',
              type: 'ReactNode',
              description: 'Other decorative artwork, in place of the illustration or icon.',
            },
            {
              name: 'headingLevel',
              type: '1 | 2 | 3 | 4 | 5 | 6',
              default: '1',
              description: 'The title’s outline level: 1 on a real error page, lower inside another page.',
            },
            {
              name: 'children',
              type: 'ReactNode',
              description: 'Ways onward: links, a search, a button home.',
            },
          ]}
        />
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
