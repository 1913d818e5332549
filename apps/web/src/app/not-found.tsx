// The site's 404 page (exported as 404.html and served for any unknown path). Next embeds this page in
// every page's payload as the root not-found fallback, so it uses the light logo-only header.
import type { Metadata } from 'next';
import { SiteHeader, SiteShell } from '@ds/site';
import { variantConfigs } from '@ds/site/data';
import { Button, Container, Link } from '@ds/ui';
import { ErrorPage } from '@ds/ui/error-page';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: 'Page not found' };

const config = variantConfigs.arhi;

export default function NotFound() {
  return (
    <SiteShell
      config={config}
      header={<SiteHeader data={{ id: 'not-found-header', logoUrl: '/', navLinks: [] }} kind="simplified" />}
    >
      <Container>
        <ErrorPage
          theme={config.theme}
          title="Sorry, we couldn’t find that page"
          description="The page may have moved, or the address may be mistyped."
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
      </Container>
    </SiteShell>
  );
}
