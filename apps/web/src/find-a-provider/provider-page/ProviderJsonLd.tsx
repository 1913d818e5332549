// The provider's schema.org description, and the trail the page shows, as JSON-LD data blocks (the site's one
// JsonLd component writes them).
import type { Provider } from '@ds/providers/types';
import { JsonLd } from '@/structured-data/JsonLd';
import { breadcrumbListJsonLd } from '@/structured-data/breadcrumbs';
import type { Crumb } from './Breadcrumbs';
import { providerJsonLd } from './provider-json-ld';
import { providerPath } from './provider-page';

export function ProviderJsonLd({ provider, crumbs }: { provider: Provider; crumbs: readonly Crumb[] }) {
  const trail = crumbs.map((crumb) => ({ name: crumb.label, path: crumb.href ?? providerPath(provider) }));
  const breadcrumbs = breadcrumbListJsonLd('arhi', trail);
  return (
    <>
      <JsonLd data={providerJsonLd(provider)} />
      {breadcrumbs ? <JsonLd data={breadcrumbs} /> : null}
    </>
  );
}
