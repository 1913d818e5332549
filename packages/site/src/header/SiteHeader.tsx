// The site header for every variant: the full header (desktop from xl, small header with drawer below),
// the portal header or the logo-only simplified header. Given no data it logs and renders nothing.
import type { ReactNode } from 'react';
import { LinkProvider } from '@ds/ui';
import { withDefaultMessages } from '@ds/ui/messages';
import type { HeaderConfig, HeaderData } from '../data/schema';
import type { HeaderKind, LogoSpec } from '../data/variant-config';
import { variantConfigs } from '../data/variant-config';
import type { LoginOption } from '../login/LoginDialog';
import { DesktopHeader } from './DesktopHeader';
import { HeaderBar } from './HeaderBar';
import { defaultHeaderMessages } from './messages';
import type { HeaderMessages } from './messages';
import { defaultLoginOptions } from './login-options';
import { toHeaderModel } from './model';
import { PortalHeader } from './PortalHeader';
import { SimplifiedHeader } from './SimplifiedHeader';
import { SmallHeader } from './SmallHeader';

export const HEADER_NO_DATA_MESSAGE = 'Header: No data provided';

export interface SiteHeaderProps {
  data: HeaderConfig | HeaderData | null | undefined;
  /** The logo's mark and words; the main brand's by default. */
  logo?: LogoSpec;
  /** Which header to render; the newer data shape's `body.mode` takes precedence. */
  kind?: HeaderKind;
  /** Extra content at the end of the drawer. */
  drawerChildren?: ReactNode;
  loginOptions?: LoginOption[];
  /** Makes the header's site paths absolute against this URL (a header shown on another host). */
  baseUrl?: string;
  /** The portal header's layout: logo and links on one row. */
  singleTier?: boolean;
  /** Any of the words the header shows or announces to change; each defaults to the SPEC wording. */
  messages?: Partial<HeaderMessages>;
  /** Where the search icon leads (the data's `showSearch` shows it); /search by default. */
  searchUrl?: string;
}

function HeaderBody({
  data,
  logo = variantConfigs.arhi.logo,
  kind: kindProp = 'default',
  drawerChildren,
  loginOptions = defaultLoginOptions,
  singleTier = false,
  messages: messageOverrides,
  searchUrl,
}: Omit<SiteHeaderProps, 'baseUrl' | 'data'> & { data: HeaderConfig | HeaderData }) {
  const dataModel = toHeaderModel(data);
  const model = searchUrl ? { ...dataModel, searchUrl } : dataModel;
  const messages = withDefaultMessages(defaultHeaderMessages, messageOverrides);
  const kind = model.bodyMode ?? kindProp;
  const shared = { model, logo, messages, drawerChildren };
  return (
    <HeaderBar kind={kind}>
      {kind === 'simplified' ? <SimplifiedHeader {...shared} /> : null}
      {kind === 'portal' ? <PortalHeader {...shared} singleTier={singleTier} /> : null}
      {kind === 'default' ? (
        <>
          <DesktopHeader {...shared} loginOptions={loginOptions} />
          <SmallHeader {...shared} loginOptions={loginOptions} />
        </>
      ) : null}
    </HeaderBar>
  );
}

export function SiteHeader({ data, baseUrl, ...props }: SiteHeaderProps) {
  if (!data) {
    console.error(HEADER_NO_DATA_MESSAGE);
    return null;
  }
  const body = <HeaderBody data={data} {...props} />;
  return baseUrl ? <LinkProvider baseUrl={baseUrl}>{body}</LinkProvider> : body;
}
