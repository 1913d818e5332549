// Wraps a variant's pages in the shared page frame with that variant's header and footer, built from
// the variant's navigation data (the nav-data endpoint when NAV_DATA_URL is set, else the embedded copy).
import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader, SiteShell } from '@ds/site';
import { getNavData, variantConfigs } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';

export async function VariantFrame({ variant, children }: { variant: VariantId; children: ReactNode }) {
  const config = variantConfigs[variant];
  const { header, footer } = await getNavData(variant);
  return (
    <SiteShell
      config={config}
      header={
        <SiteHeader data={header} logo={config.logo} kind={config.header} searchUrl={config.searchPath} />
      }
      footer={<SiteFooter config={footer} variant={variant} />}
    >
      {children}
    </SiteShell>
  );
}
