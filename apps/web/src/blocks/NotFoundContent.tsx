// The body of a not-found page for one part of the site: the error-page template with that part's way back
// (search, its help and contact pages where it has them, its home).
import { variantConfigs } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import { Button, Container, Link } from '@ds/ui';
import { ErrorPage } from '@ds/ui/error-page';
import { pageByPath } from '@/content/pages';
import styles from './NotFoundContent.module.css';

const NOT_FOUND_TITLE = 'Sorry, we couldn’t find that page';

/** `illustration`: false for the root fallback, which every page's payload carries (ErrorPage's own prop). */
export function NotFoundContent({
  variant,
  illustration = true,
}: {
  variant: VariantId;
  illustration?: boolean;
}) {
  const config = variantConfigs[variant];
  const ownPage = (path: string) =>
    pageByPath(`${config.pathPrefix}${path}`) ? `${config.pathPrefix}${path}` : null;
  const links = [
    { name: 'Search the site', href: config.searchPath ?? '/search' },
    { name: 'Get help', href: ownPage('/help') },
    { name: 'Contact us', href: ownPage('/contact-us') },
  ].filter((link): link is { name: string; href: string } => link.href !== null);

  return (
    <Container>
      <ErrorPage
        theme={config.theme}
        illustration={illustration}
        title={NOT_FOUND_TITLE}
        description="The page may have moved, or the address may be mistyped."
      >
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.name}</Link>
            </li>
          ))}
        </ul>
        <Button href={config.homePath}>Go to the home page</Button>
      </ErrorPage>
    </Container>
  );
}
