// The Select page’s Disabled example.
import { Select } from '@ds/ui/select';
import { states } from '../states';
import styles from '../page.module.css';

export default function Disabled() {
  return (
    <Select
      label="State"
      help="Update your address to change your state."
      options={states}
      defaultValue="nsw"
      disabled
      className={styles.field}
    />
  );
}
