// The Error page page’s Brand image of the second brand example.
import { ErrorPage } from '@ds/ui/error-page';
import styles from '../page.module.css';

const description = 'The page may have moved, or the address may be mistyped.';

export default function BrandImageOfTheSecondBrand() {
  return (
    <div data-theme="gu" className={styles.theme}>
      <ErrorPage
        theme="gu"
        headingLevel={4}
        title="Sorry, we couldn’t find that page"
        description={description}
      />
    </div>
  );
}
