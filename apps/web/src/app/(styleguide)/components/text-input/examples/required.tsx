// The Text input page’s Required example.
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

export default function Required() {
  return (
    <TextInput
      label="Family name"
      formControlType="required"
      autoComplete="family-name"
      className={styles.field}
    />
  );
}
