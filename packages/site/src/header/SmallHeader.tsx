// The header below xl: logo, optional search, call, extra icon links, Login (where offered) and the
// Menu button that opens the navigation drawer.
import { Container } from '@ds/ui';
import { HeaderDrawer } from '../drawer/HeaderDrawer';
import { IconLink } from '../icon-link/IconLink';
import { LoginDialog } from '../login/LoginDialog';
import type { LoginOption } from '../login/LoginDialog';
import { Logo } from '../logo/Logo';
import { PhoneLink } from '../phone/PhoneLink';
import { IconLinks } from './IconLinks';
import { HeaderRow } from './HeaderRow';
import type { HeaderPartProps } from './model';
import styles from './SmallHeader.module.css';

export interface SmallHeaderProps extends HeaderPartProps {
  loginOptions?: LoginOption[] | undefined;
}

export function SmallHeader({ model, logo, messages, loginOptions, drawerChildren }: SmallHeaderProps) {
  return (
    <div className={styles.small}>
      <Container>
        <HeaderRow>
          <Logo
            logo={logo}
            href={model.logoUrl}
            label={model.logoLabel}
            homeSuffix={messages.logoHome}
            size="sm"
          />
          <div className={styles.actions}>
            {model.showSearch ? (
              <IconLink href={model.searchUrl} icon="search" label={messages.search} compact />
            ) : null}
            {model.phoneNumber ? (
              <PhoneLink
                phoneNumber={model.phoneNumber}
                corporatePhoneNumber={model.corporatePhoneNumber}
                appearance="icon"
                label={messages.call}
              />
            ) : null}
            <IconLinks
              links={model.iconLinks.filter(
                (iconLink) => !(model.showSearch && iconLink.url === model.searchUrl),
              )}
              newTabText={messages.newTab}
              compact
            />
            {model.showLogin && loginOptions ? (
              <LoginDialog options={loginOptions} appearance="icon" messages={messages} />
            ) : null}
            <HeaderDrawer model={model} messages={messages} drawerChildren={drawerChildren} />
          </div>
        </HeaderRow>
      </Container>
    </div>
  );
}
