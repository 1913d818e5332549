// The Error page page’s Generic icon example.
import { ErrorPage } from '@ds/ui/error-page';
import styles from '../page.module.css';

export default function GenericIcon() {
  return (
    <div data-theme="thrive" className={styles.theme}>
      <ErrorPage
        theme="thrive"
        headingLevel={4}
        title="Sorry, something went wrong"
        description="Please try again in a few minutes."
      />
    </div>
  );
}
