// The Select page’s A disabled option example.
import { Select } from '@ds/ui/select';
import styles from '../page.module.css';

const tiers = [
  { value: 'basic-plus', label: 'Basic Plus' },
  { value: 'bronze', label: 'Bronze' },
  { value: 'silver', label: 'Silver' },
  { value: 'gold', label: 'Gold (not offered with a $750 excess)', disabled: true },
];

export default function ADisabledOption() {
  return <Select label="Hospital cover" options={tiers} className={styles.field} />;
}
