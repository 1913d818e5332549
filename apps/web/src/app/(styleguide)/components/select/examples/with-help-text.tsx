// The Select page’s With help text example.
import { Select } from '@ds/ui/select';
import styles from '../page.module.css';

const excesses = [
  { value: '0', label: '$0' },
  { value: '250', label: '$250' },
  { value: '500', label: '$500' },
  { value: '750', label: '$750' },
];

export default function WithHelpText() {
  return (
    <Select
      label="Hospital excess"
      help="What you pay towards a hospital stay before we pay. A higher excess means a lower premium."
      options={excesses}
      className={styles.field}
    />
  );
}
