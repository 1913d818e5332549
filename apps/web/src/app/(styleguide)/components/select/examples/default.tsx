// The Select page’s Default example.
import { Select } from '@ds/ui/select';
import { states } from '../states';
import styles from '../page.module.css';

export default function Default() {
  return <Select label="State" options={states} className={styles.field} />;
}
