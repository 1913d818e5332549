// The root not-found fallback (exported as 404.html). Next embeds it in every page's payload, twice (at the root
// and at each part's layout), so it keeps the light logo-only header and the generic icon in place of the brand's
// illustration (0.3 KB brotli on every page); the server answers missing paths with each part's own
// `page-not-found` page instead (see routes/not-found-route.tsx) and uses this one only when an export has none.
import type { Metadata } from 'next';
import { SimplifiedSiteHeader, SiteShell } from '@ds/site';
import { variantConfigs } from '@ds/site/data';
import { NotFoundContent } from '@/blocks/NotFoundContent';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <SiteShell
      config={variantConfigs.arhi}
      header={<SimplifiedSiteHeader data={{ id: 'not-found-header', logoUrl: '/', navLinks: [] }} />}
    >
      <NotFoundContent variant="arhi" illustration={false} />
    </SiteShell>
  );
}
