// The Badge page’s Tiers example.
import { Badge, badgeFillPortions, badgeTierLabels, badgeTiers } from '@ds/ui/badge';
import styles from '../page.module.css';

export default function Tiers() {
  return (
    <ul className={styles.row}>
      {badgeTiers.map((tier) => (
        <li key={tier} className={styles.item}>
          <Badge tier={tier} size={48} />
          <span className={styles.caption}>
            {badgeTierLabels[tier]}, {badgeFillPortions[tier]}%
          </span>
        </li>
      ))}
    </ul>
  );
}
