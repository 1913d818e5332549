// The portal header: logo, top-level nav links and icon links, with the drawer on small screens.
// Two rows by default (logo row, links row); `singleTier` puts the links beside the logo.
import { Container } from '@ds/ui';
import { HeaderDrawer } from '../drawer/HeaderDrawer';
import { ChromeLink } from '../links/ChromeLink';
import { Logo } from '../logo/Logo';
import { IconLinks } from './IconLinks';
import { HeaderRow } from './HeaderRow';
import type { HeaderPartProps } from './model';
import styles from './PortalHeader.module.css';

export interface PortalHeaderProps extends HeaderPartProps {
  singleTier?: boolean;
}

export function PortalHeader({
  model,
  logo,
  messages,
  singleTier = false,
  drawerChildren,
}: PortalHeaderProps) {
  const navLinks = (
    <nav aria-label={messages.mainNav} className={styles.nav}>
      <ul className={styles.links}>
        {model.navLinks.map((link) => (
          <li key={link.id}>
            <ChromeLink link={link} className={styles.link} newTabText={messages.newTab} />
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <div className={styles.portal} data-layout={singleTier ? 'single' : 'double'}>
      <Container>
        <HeaderRow className={styles.row}>
          <Logo
            logo={logo}
            href={model.logoUrl}
            label={model.logoLabel}
            homeSuffix={messages.logoHome}
            size="responsive"
          />
          {singleTier ? <div className={styles.desktopOnly}>{navLinks}</div> : null}
          <div className={styles.actions}>
            <IconLinks links={model.iconLinks} newTabText={messages.newTab} compact />
            <div className={styles.smallOnly}>
              <HeaderDrawer model={model} messages={messages} drawerChildren={drawerChildren} />
            </div>
          </div>
        </HeaderRow>
      </Container>
      {singleTier ? null : (
        <div className={`${styles.secondRow} ${styles.desktopOnly}`}>
          <Container>{navLinks}</Container>
        </div>
      )}
    </div>
  );
}
