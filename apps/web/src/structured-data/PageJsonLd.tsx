// A content page's structured data: its breadcrumb trail, and for a help page of questions and answers, the
// questions. Pages kept out of search engines (noindex) carry none: nothing would read it.
import { variantForPath } from '@ds/site/data';
import type { PageContent } from '@/content/pages/types';
import { JsonLd } from './JsonLd';
import { breadcrumbListJsonLd, trailOf } from './breadcrumbs';
import { faqPageJsonLd } from './faq';

export function PageJsonLd({ page }: { page: PageContent }) {
  if (page.noindex) return null;
  const breadcrumbs = breadcrumbListJsonLd(variantForPath(page.path), trailOf(page.path, page.title));
  return (
    <>
      {breadcrumbs ? <JsonLd data={breadcrumbs} /> : null}
      {page.faq ? <JsonLd data={faqPageJsonLd(page)} /> : null}
    </>
  );
}
