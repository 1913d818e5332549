// The Accordion page’s Heading from md up example.
import { Link } from '@ds/ui';
import { Expander } from '@ds/ui/accordion';
import styles from '../page.module.css';

export default function HeadingFromMdUp() {
  return (
    <Expander title="Help" headingLevel={4} staticFrom="md">
      <ul className={styles.links}>
        <li>
          <Link href="/help">Help centre</Link>
        </li>
        <li>
          <Link href="/contact-us">Contact us</Link>
        </li>
      </ul>
    </Expander>
  );
}
