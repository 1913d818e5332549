// The Select page’s Required and validated example.
import { Select } from '@ds/ui/select';
import styles from '../page.module.css';

const titles = [
  { value: 'mr', label: 'Mr' },
  { value: 'mrs', label: 'Mrs' },
  { value: 'ms', label: 'Ms' },
  { value: 'mx', label: 'Mx' },
  { value: 'dr', label: 'Dr' },
];

export default function RequiredAndValidated() {
  return (
    <Select
      label="Title"
      formControlType="required"
      validated
      infoMessage="We use this on the letters we post to you."
      options={titles}
      className={styles.field}
    />
  );
}
