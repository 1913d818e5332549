// The Select page’s Validated and valid example.
import { Select } from '@ds/ui/select';
import { states } from '../states';
import styles from '../page.module.css';

export default function ValidatedAndValid() {
  return (
    <Select
      label="State"
      validated
      infoMessage="Prices depend on the state you live in."
      options={states}
      defaultValue="vic"
      className={styles.field}
    />
  );
}
