// The Login dialog's default choices (SPEC 2.1), from the navigation data: each opens an external portal.
import { loginDialogLinks } from '../data/nav/login-links';
import type { LoginOption } from '../login/LoginDialog';

export const defaultLoginOptions: LoginOption[] = loginDialogLinks.map(({ id, title, url }) => ({
  id,
  title,
  url: url ?? '',
}));
