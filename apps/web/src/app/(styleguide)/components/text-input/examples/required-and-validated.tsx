// The Text input page’s Required and validated example.
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

export default function RequiredAndValidated() {
  return (
    <TextInput
      label="Mobile number"
      type="tel"
      autoComplete="tel"
      formControlType="required"
      validated
      className={styles.field}
    />
  );
}
