// Both header data shapes of SPEC 3 (the original configuration and the newer one with modes and
// hide flags) are turned into one model that the header components render.
import { DEFAULT_QUOTE_URL } from '../data/nav';
import type { ReactNode } from 'react';
import type { CallToAction, HeaderConfig, HeaderData, IconLink, NavLink } from '../data/schema';
import { toNavItems } from '../nav/nav-links';
import type { TopNavItem } from '../nav/nav-links';
import type { LogoSpec } from '../data/variant-config';
import type { HeaderMessages } from './messages';

export { DEFAULT_QUOTE_URL };

/** SPEC 2.1: the search icon links to /search (a variant with a search page of its own passes its path). */
export const DEFAULT_SEARCH_URL = '/search';

export interface HeaderModel {
  /** The header the data asks for (newer shape's body mode); undefined leaves the choice to the caller. */
  bodyMode?: 'default' | 'portal' | 'simplified' | undefined;
  logoUrl: string;
  logoLabel?: string | undefined;
  phoneNumber?: string | undefined;
  corporatePhoneNumber?: string | undefined;
  ribbon: NavLink[];
  /** Ids only at the top level (NavItem): the nav bar and the drawer send these links in the page's payload. */
  navLinks: TopNavItem[];
  navAlignment: 'left' | 'right' | 'center';
  showNavBar: boolean;
  callToAction?: CallToAction | undefined;
  iconLinks: IconLink[];
  /** Links shown at the top of the drawer on small screens. */
  topLinks: NavLink[];
  showSearch: boolean;
  /** Where the search icon leads: the variant's own search page. */
  searchUrl: string;
  showLogin: boolean;
  hideQuoteButton: boolean;
  quoteButtonUrl: string;
}

export function isNewerHeaderData(data: HeaderConfig | HeaderData): data is HeaderData {
  return !('id' in data);
}

function fromConfig(config: HeaderConfig): HeaderModel {
  const small = config.smallHeaderConfig;
  return {
    logoUrl: config.logoUrl ?? '/',
    logoLabel: config.logoLabel,
    phoneNumber: config.phoneNumber,
    corporatePhoneNumber: config.corporatePhoneNumber,
    ribbon: config.ribbon ?? [],
    navLinks: toNavItems(config.navLinks),
    navAlignment: config.navAlignment ?? 'left',
    showNavBar: true,
    callToAction: config.callToAction,
    iconLinks: small?.iconLinks ?? [],
    topLinks: small?.navLinks ?? [],
    showSearch: config.showSearch ?? false,
    searchUrl: DEFAULT_SEARCH_URL,
    showLogin: config.showLogin ?? false,
    hideQuoteButton: config.hideQuoteButton ?? false,
    quoteButtonUrl: config.quoteButtonUrl ?? DEFAULT_QUOTE_URL,
  };
}

function fromData(data: HeaderData): HeaderModel {
  return {
    bodyMode: data.body?.mode,
    logoUrl: data.logo?.url ?? '/',
    phoneNumber: data.hidePhoneNumber ? undefined : data.phoneNumber,
    corporatePhoneNumber: data.hidePhoneNumber ? undefined : data.corporatePhoneNumber,
    ribbon: data.ribbon?.mode === 'hidden' ? [] : (data.ribbon?.links ?? []),
    navLinks: toNavItems(data.navLinks ?? []),
    navAlignment: 'left',
    showNavBar: data.navBar?.mode !== 'hidden',
    callToAction: data.hideCta ? undefined : data.cta,
    iconLinks: data.hideIconLinks ? [] : (data.iconLinks ?? []),
    topLinks: data.drawer?.links ?? [],
    showSearch: false,
    searchUrl: DEFAULT_SEARCH_URL,
    showLogin: false,
    hideQuoteButton: data.drawer?.hideQuoteButton ?? false,
    quoteButtonUrl: data.drawer?.quoteButtonUrl ?? DEFAULT_QUOTE_URL,
  };
}

export function toHeaderModel(data: HeaderConfig | HeaderData): HeaderModel {
  return isNewerHeaderData(data) ? fromData(data) : fromConfig(data);
}

/** What each header part (desktop, small, portal, simplified) is rendered from. */
export interface HeaderPartProps {
  model: HeaderModel;
  logo: LogoSpec;
  messages: HeaderMessages;
  /** Extra content at the end of the drawer. */
  drawerChildren?: ReactNode;
}
