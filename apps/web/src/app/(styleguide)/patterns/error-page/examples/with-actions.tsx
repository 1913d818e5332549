// The Error page page’s With actions example.
import { Button, Link } from '@ds/ui';
import { ErrorPage } from '@ds/ui/error-page';
import styles from '../page.module.css';

const description = 'The page may have moved, or the address may be mistyped.';

export default function WithActions() {
  return (
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
  );
}
