// The logo-only header on its own. A page that needs no more (the root not-found, which Next embeds in every
// page's tree) imports this instead of SiteHeader, so it does not pull the full chrome's client code (drawer,
// login dialog, dropdowns) into the JavaScript every page loads.
import { withDefaultMessages } from '@ds/ui/messages';
import type { HeaderConfig, HeaderData } from '../data/schema';
import type { LogoSpec } from '../data/variant-config';
import { variantConfigs } from '../data/variant-config';
import { HeaderBar } from './HeaderBar';
import { defaultHeaderMessages } from './messages';
import type { HeaderMessages } from './messages';
import { toHeaderModel } from './model';
import { SimplifiedHeader } from './SimplifiedHeader';

export interface SimplifiedSiteHeaderProps {
  data: HeaderConfig | HeaderData;
  logo?: LogoSpec;
  messages?: Partial<HeaderMessages>;
}

export function SimplifiedSiteHeader({
  data,
  logo = variantConfigs.arhi.logo,
  messages,
}: SimplifiedSiteHeaderProps) {
  return (
    <HeaderBar kind="simplified">
      <SimplifiedHeader
        model={toHeaderModel(data)}
        logo={logo}
        messages={withDefaultMessages(defaultHeaderMessages, messages)}
      />
    </HeaderBar>
  );
}
