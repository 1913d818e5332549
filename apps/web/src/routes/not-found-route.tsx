// The not-found page of one variant, at `<prefix>/page-not-found`: the server answers every missing path under
// the prefix with it (status 404), so a visitor who mistypes an address stays in the part of the site they were
// in, with its theme, header and footer. It is never indexed.
import type { Metadata } from 'next';
import type { VariantId } from '@ds/site/data';
import { NotFoundContent } from '@/blocks/NotFoundContent';
import { noIndex } from '@/chrome/no-index';

export function notFoundRoute(variant: VariantId) {
  const metadata: Metadata = { title: 'Page not found', ...noIndex };
  function Page() {
    return <NotFoundContent variant={variant} />;
  }
  return { metadata, Page };
}
