// The Text input page’s Validated and valid example.
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

export default function ValidatedAndValid() {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      defaultValue="alex.nguyen@example.com"
      validated
      infoMessage="We will email your quote to this address."
      className={styles.field}
    />
  );
}
