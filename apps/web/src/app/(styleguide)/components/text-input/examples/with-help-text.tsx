// The Text input page’s With help text example.
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

export default function WithHelpText() {
  return (
    <TextInput
      label="Medicare card number"
      help="The 10 digits on the front of your card."
      inputMode="numeric"
      widthChars={14}
      className={styles.field}
    />
  );
}
