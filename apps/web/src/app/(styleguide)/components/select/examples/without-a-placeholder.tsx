// The Select page’s Without a placeholder example.
import { Select } from '@ds/ui/select';
import styles from '../page.module.css';

const frequencies = [
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'half-yearly', label: 'Half-yearly' },
  { value: 'yearly', label: 'Yearly' },
];

export default function WithoutAPlaceholder() {
  return (
    <Select
      label="How often do you want to pay?"
      placeholder={null}
      options={frequencies}
      className={styles.field}
    />
  );
}
