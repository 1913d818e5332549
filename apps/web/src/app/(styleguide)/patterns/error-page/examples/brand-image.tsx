// The Error page page’s Brand image example.
import { ErrorPage } from '@ds/ui/error-page';

const description = 'The page may have moved, or the address may be mistyped.';

export default function BrandImage() {
  return (
    <ErrorPage
      theme="main"
      headingLevel={4}
      title="Sorry, we couldn’t find that page"
      description={description}
    />
  );
}
