// The Select page’s Required example.
import { Select } from '@ds/ui/select';
import { states } from '../states';
import styles from '../page.module.css';

export default function Required() {
  return <Select label="State" formControlType="required" options={states} className={styles.field} />;
}
