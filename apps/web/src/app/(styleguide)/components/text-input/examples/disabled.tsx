// The Text input page’s Disabled example.
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

export default function Disabled() {
  return (
    <TextInput
      label="Member number"
      help="Your member number cannot be changed."
      defaultValue="40123456"
      disabled
      className={styles.field}
    />
  );
}
