// Logins on other sites. Every one is absolute https and opens in a new tab.
import { external } from '../brand';
import type { NavLink } from '../schema';
import { externalLink } from './builders';

/** The arhi Login dialog (SPEC 2.1): Health insurance, Travel insurance, NDIS plan management, Free membership. */
export const loginDialogLinks: NavLink[] = [
  externalLink('login-health', 'Health insurance', external.memberPortal, { icon: 'heart-pulse' }),
  externalLink('login-travel', 'Travel insurance', external.travelPortal, { icon: 'plane' }),
  externalLink('login-ndis', 'NDIS plan management', external.thrivePortal, { icon: 'hand-heart' }),
  externalLink('login-free-membership', 'Free membership', external.freeMembership, { icon: 'gift' }),
];

/** The second brand's three logins (SPEC 2.3, 6). */
export const guLoginLinks: NavLink[] = [
  externalLink('gu-login-member', 'Member login', external.guMemberLogin, { icon: 'user' }),
  externalLink('gu-login-hr', 'Employer (HR) login', external.guHrLogin, { icon: 'briefcase' }),
  externalLink('gu-login-hospital', 'Hospital login', external.guHospitalLogin, { icon: 'hospital' }),
];

export const nzLoginLinks: NavLink[] = [
  externalLink('nz-login-member', 'Member login', external.nzMemberLogin, { icon: 'user' }),
  externalLink('nz-login-adviser', 'Adviser login', external.nzAdviserLogin, { icon: 'briefcase' }),
];
