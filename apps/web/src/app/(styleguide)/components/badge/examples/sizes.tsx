// The Badge page’s Sizes example.
import { Badge, badgeSizes } from '@ds/ui/badge';
import styles from '../page.module.css';

export default function Sizes() {
  return (
    <ul className={styles.row}>
      {badgeSizes.map((size) => (
        <li key={size} className={styles.item}>
          <Badge tier="silver-plus" size={size} />
          <span className={styles.caption}>{size}px</span>
        </li>
      ))}
    </ul>
  );
}
