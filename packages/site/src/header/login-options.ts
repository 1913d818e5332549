// The Login dialog's default choices (SPEC 2.1): each opens the external portal for that product.
import { external } from '../data/brand';
import type { LoginOption } from '../login/LoginDialog';

export const defaultLoginOptions: LoginOption[] = [
  { id: 'login-health', title: 'Health insurance', url: external.memberPortal },
  { id: 'login-travel', title: 'Travel insurance', url: external.travelPortal },
  { id: 'login-ndis', title: 'NDIS plan management', url: external.thrivePortal },
  { id: 'login-free-membership', title: 'Free membership', url: external.freeMembership },
];
