// The portal header: logo, top-level nav links and icon links, with the drawer on small screens.
// Two rows by default (logo row, links row); `singleTier` puts the links beside the logo.
import type { ReactNode } from 'react';
import { Container } from '@ds/ui';
import type { LogoKind } from '../data/variant-config';
import { Drawer } from '../drawer/Drawer';
import { DrawerNav } from '../drawer/DrawerNav';
import { Logo } from './Logo';
import type { HeaderModel } from './model';
import { IconLinks } from './IconLinks';
import { ChromeLink } from '../links/ChromeLink';
import styles from './Header.module.css';

export interface PortalHeaderProps {
  model: HeaderModel;
  logo: LogoKind;
  resolve: (url: string) => string;
  singleTier?: boolean;
  drawerChildren?: ReactNode;
}

export function PortalHeader({
  model,
  logo,
  resolve,
  singleTier = false,
  drawerChildren,
}: PortalHeaderProps) {
  const navLinks = (
    <nav aria-label="Main" className={styles.portalNav}>
      <ul className={styles.portalLinks}>
        {model.navLinks.map((link) => (
          <li key={link.id}>
            <ChromeLink link={link} resolve={resolve} className={styles.portalLink} />
          </li>
        ))}
      </ul>
    </nav>
  );
  const iconLinks = <IconLinks links={model.iconLinks} resolve={resolve} />;
  return (
    <header className={`${styles.header} ${styles.portal}`} data-layout={singleTier ? 'single' : 'double'}>
      <Container>
        <div className={styles.portalRow}>
          <Logo kind={logo} href={resolve(model.logoUrl)} label={model.logoLabel} />
          {singleTier ? <div className={styles.portalDesktopOnly}>{navLinks}</div> : null}
          <div className={styles.smallActions}>
            {iconLinks}
            <div className={styles.portalSmallOnly}>
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
        </div>
      </Container>
      {singleTier ? null : (
        <div className={`${styles.portalSecondRow} ${styles.portalDesktopOnly}`}>
          <Container>{navLinks}</Container>
        </div>
      )}
    </header>
  );
}
