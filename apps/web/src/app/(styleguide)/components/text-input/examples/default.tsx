// The Text input page’s Default example.
import { TextInput } from '@ds/ui/text-input';
import styles from '../page.module.css';

export default function Default() {
  return <TextInput label="Given name" autoComplete="given-name" className={styles.field} />;
}
