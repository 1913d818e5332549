// The site header for every variant: the full header (desktop from xl, small header with drawer below),
// the portal header or the logo-only simplified header. Given no data it logs and renders nothing.
import type { ReactNode } from 'react';
import type { HeaderConfig, HeaderData } from '../data/schema';
import type { HeaderKind, LogoKind } from '../data/variant-config';
import type { LoginOption } from '../login/LoginDialog';
import { DesktopHeader } from './DesktopHeader';
import { defaultLoginOptions } from './login-options';
import { toHeaderModel } from './model';
import { PortalHeader } from './PortalHeader';
import { SimplifiedHeader } from './SimplifiedHeader';
import { SmallHeader } from './SmallHeader';
import styles from './Header.module.css';

export const HEADER_NO_DATA_MESSAGE = 'Header: No data provided';

export interface SiteHeaderProps {
  data: HeaderConfig | HeaderData | null | undefined;
  logo?: LogoKind;
  /** Which header to render; the newer data shape's `body.mode` takes precedence. */
  kind?: HeaderKind;
  /** Extra content at the end of the drawer. */
  drawerChildren?: ReactNode;
  loginOptions?: LoginOption[];
  /** Resolves every URL (e.g. to make links absolute); identity by default. */
  resolve?: (url: string) => string;
  /** The portal header's layout: logo and links on one row. */
  singleTier?: boolean;
}

export function SiteHeader({
  data,
  logo = 'main',
  kind: kindProp = 'default',
  drawerChildren,
  loginOptions = defaultLoginOptions,
  resolve = (url) => url,
  singleTier = false,
}: SiteHeaderProps) {
  if (!data) {
    console.error(HEADER_NO_DATA_MESSAGE);
    return null;
  }
  const model = toHeaderModel(data);
  const kind = model.bodyMode ?? kindProp;
  if (kind === 'simplified') return <SimplifiedHeader model={model} logo={logo} resolve={resolve} />;
  if (kind === 'portal') {
    return (
      <PortalHeader
        model={model}
        logo={logo}
        resolve={resolve}
        singleTier={singleTier}
        drawerChildren={drawerChildren}
      />
    );
  }
  return (
    <header className={styles.header}>
      <DesktopHeader model={model} logo={logo} loginOptions={loginOptions} resolve={resolve} />
      <SmallHeader
        model={model}
        logo={logo}
        loginOptions={loginOptions}
        drawerChildren={drawerChildren}
        resolve={resolve}
      />
    </header>
  );
}
