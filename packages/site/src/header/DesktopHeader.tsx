// The header from the xl breakpoint up: ribbon, logo, phone, search, Login, call to action, then the nav bar.
import { PhoneIcon, SearchIcon } from '@ds/icons';
import { Button, Container, Link } from '@ds/ui';
import type { LogoKind } from '../data/variant-config';
import { LoginDialog } from '../login/LoginDialog';
import type { LoginOption } from '../login/LoginDialog';
import { NavBar } from '../nav/NavBar';
import { Logo } from './Logo';
import type { HeaderModel } from './model';
import { PhoneLink } from './PhoneLink';
import { ChromeLink } from '../links/ChromeLink';
import styles from './Header.module.css';

export interface DesktopHeaderProps {
  model: HeaderModel;
  logo: LogoKind;
  loginOptions?: LoginOption[] | undefined;
  resolve: (url: string) => string;
  searchLabel?: string;
}

export function DesktopHeader({
  model,
  logo,
  loginOptions,
  resolve,
  searchLabel = 'Search',
}: DesktopHeaderProps) {
  return (
    <div className={styles.desktop}>
      {model.ribbon.length ? (
        <div className={styles.ribbon}>
          <Container>
            <ul className={styles.ribbonList} aria-label="Other sites">
              {model.ribbon.map((link) => (
                <li key={link.id}>
                  <ChromeLink link={link} resolve={resolve} className={styles.ribbonLink} />
                </li>
              ))}
            </ul>
          </Container>
        </div>
      ) : null}
      <div className={styles.body}>
        <Container>
          <div className={styles.bodyRow}>
            <Logo kind={logo} href={resolve(model.logoUrl)} label={model.logoLabel} />
            <div className={styles.actions}>
              {model.phoneNumber ? (
                <PhoneLink
                  phoneNumber={model.phoneNumber}
                  corporatePhoneNumber={model.corporatePhoneNumber}
                  className={styles.phone}
                  icon={<PhoneIcon width={20} height={20} aria-hidden="true" focusable="false" />}
                />
              ) : null}
              {model.showSearch ? (
                <Link
                  href={resolve('/search')}
                  variant="unstyled"
                  className={styles.iconLink}
                  aria-label={searchLabel}
                >
                  <SearchIcon width={24} height={24} aria-hidden="true" focusable="false" />
                </Link>
              ) : null}
              {model.showLogin && loginOptions ? <LoginDialog options={loginOptions} /> : null}
              {model.callToAction ? (
                <Button href={resolve(model.callToAction.url)}>{model.callToAction.title}</Button>
              ) : null}
            </div>
          </div>
        </Container>
      </div>
      {model.showNavBar && model.navLinks.length ? (
        <NavBar links={model.navLinks} alignment={model.navAlignment} resolve={resolve} />
      ) : null}
    </div>
  );
}
