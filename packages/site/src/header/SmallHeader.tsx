// The header below xl: logo, optional search, call, extra icon links, Login (where offered) and the
// Menu button that opens the navigation drawer.
import type { ReactNode } from 'react';
import { PhoneIcon, SearchIcon } from '@ds/icons';
import { Container, Link } from '@ds/ui';
import type { LogoKind } from '../data/variant-config';
import { Drawer } from '../drawer/Drawer';
import { DrawerNav } from '../drawer/DrawerNav';
import { LoginDialog } from '../login/LoginDialog';
import type { LoginOption } from '../login/LoginDialog';
import { Logo } from './Logo';
import type { HeaderModel } from './model';
import { IconLinks } from './IconLinks';
import { PhoneLink } from './PhoneLink';
import styles from './Header.module.css';

export interface SmallHeaderProps {
  model: HeaderModel;
  logo: LogoKind;
  loginOptions?: LoginOption[] | undefined;
  drawerChildren?: ReactNode;
  resolve: (url: string) => string;
  searchLabel?: string;
  callLabel?: string;
}

export function SmallHeader({
  model,
  logo,
  loginOptions,
  drawerChildren,
  resolve,
  searchLabel = 'Search',
  callLabel = 'Call',
}: SmallHeaderProps) {
  return (
    <div className={styles.small}>
      <Container>
        <div className={styles.smallRow}>
          <Logo kind={logo} href={resolve(model.logoUrl)} label={model.logoLabel} size="sm" />
          <div className={styles.smallActions}>
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
            {model.phoneNumber ? (
              <PhoneLink
                phoneNumber={model.phoneNumber}
                corporatePhoneNumber={model.corporatePhoneNumber}
                className={styles.iconLink}
                label={callLabel}
                icon={<PhoneIcon width={24} height={24} aria-hidden="true" focusable="false" />}
              />
            ) : null}
            <IconLinks
              links={model.iconLinks.filter((iconLink) => !(model.showSearch && iconLink.url === '/search'))}
              resolve={resolve}
            />
            {model.showLogin && loginOptions ? (
              <LoginDialog options={loginOptions} appearance="icon" />
            ) : null}
            <Drawer quote={model.hideQuoteButton ? undefined : { href: resolve(model.quoteButtonUrl) }}>
              <DrawerNav
                navLinks={model.navLinks}
                ribbon={model.ribbon}
                topLinks={model.topLinks}
                extra={drawerChildren}
                resolve={resolve}
              />
            </Drawer>
          </div>
        </div>
      </Container>
    </div>
  );
}
