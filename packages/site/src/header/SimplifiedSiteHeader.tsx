// The logo-only header on its own. A page that needs no more (the root not-found, which Next embeds in every
// page's tree) imports this instead of SiteHeader, so it does not pull the full chrome's client code (drawer,
// login dialog, dropdowns) into the JavaScript every page loads.
import type { HeaderConfig, HeaderData } from '../data/schema';
import type { LogoSpec } from '../data/variant-config';
import { variantConfigs } from '../data/variant-config';
import { HeaderBar } from './HeaderBar';
import { defaultHeaderLabels } from './labels';
import type { HeaderLabels } from './labels';
import { toHeaderModel } from './model';
import { SimplifiedHeader } from './SimplifiedHeader';

export interface SimplifiedSiteHeaderProps {
  data: HeaderConfig | HeaderData;
  logo?: LogoSpec;
  labels?: Partial<HeaderLabels>;
}

export function SimplifiedSiteHeader({
  data,
  logo = variantConfigs.arhi.logo,
  labels,
}: SimplifiedSiteHeaderProps) {
  return (
    <HeaderBar kind="simplified">
      <SimplifiedHeader
        model={toHeaderModel(data)}
        logo={logo}
        labels={{ ...defaultHeaderLabels, ...labels }}
      />
    </HeaderBar>
  );
}
