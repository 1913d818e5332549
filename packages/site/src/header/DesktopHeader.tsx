// The header from the xl breakpoint up: ribbon, logo, phone, search, Login, call to action, then the nav bar.
import { Button, Container } from '@ds/ui';
import { IconLink } from '../icon-link/IconLink';
import { ChromeLink } from '../links/ChromeLink';
import { LoginDialog } from '../login/LoginDialog';
import type { LoginOption } from '../login/LoginDialog';
import { Logo } from '../logo/Logo';
import { NavBar } from '../nav/NavBar';
import { PhoneLink } from '../phone/PhoneLink';
import { HeaderRow } from './HeaderRow';
import type { HeaderPartProps } from './model';
import styles from './DesktopHeader.module.css';

export interface DesktopHeaderProps extends HeaderPartProps {
  loginOptions?: LoginOption[] | undefined;
}

export function DesktopHeader({ model, logo, messages, loginOptions }: DesktopHeaderProps) {
  return (
    <div className={styles.desktop}>
      {model.ribbon.length ? (
        <div className={styles.ribbon}>
          <Container>
            <ul className={styles.ribbonList} aria-label={messages.otherSites}>
              {model.ribbon.map((link) => (
                <li key={link.id}>
                  <ChromeLink link={link} className={styles.ribbonLink} newTabText={messages.newTab} />
                </li>
              ))}
            </ul>
          </Container>
        </div>
      ) : null}
      <div className={styles.body}>
        <Container>
          <HeaderRow>
            <Logo logo={logo} href={model.logoUrl} label={model.logoLabel} homeSuffix={messages.logoHome} />
            <div className={styles.actions}>
              {model.phoneNumber ? (
                <PhoneLink
                  phoneNumber={model.phoneNumber}
                  corporatePhoneNumber={model.corporatePhoneNumber}
                  className={styles.phone}
                  withIcon
                />
              ) : null}
              {model.showSearch ? (
                <IconLink href={model.searchUrl} icon="search" label={messages.search} />
              ) : null}
              {model.showLogin && loginOptions ? (
                <LoginDialog options={loginOptions} messages={messages} />
              ) : null}
              {model.callToAction ? (
                <Button href={model.callToAction.url}>{model.callToAction.title}</Button>
              ) : null}
            </div>
          </HeaderRow>
        </Container>
      </div>
      {model.showNavBar && model.navLinks.length ? (
        <NavBar
          links={model.navLinks}
          alignment={model.navAlignment}
          label={messages.mainNav}
          overviewSuffix={messages.overview}
          newTabText={messages.newTab}
        />
      ) : null}
    </div>
  );
}
