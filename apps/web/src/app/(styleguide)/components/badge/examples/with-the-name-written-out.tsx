// The Badge page’s With the name written out example.
import { Badge, badgeTiers } from '@ds/ui/badge';
import styles from '../page.module.css';

export default function WithTheNameWrittenOut() {
  return (
    <ul className={styles.row}>
      {badgeTiers.map((tier) => (
        <li key={tier}>
          <Badge tier={tier} size={24} showLabel />
        </li>
      ))}
    </ul>
  );
}
