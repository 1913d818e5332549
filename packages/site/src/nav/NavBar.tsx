'use client';
// The desktop navigation bar: plain links and disclosure dropdowns or mega menus, up to two levels deep.
// A client component (its HTML is still rendered at build), as is the drawer's copy of the same links: the page's
// inline payload then carries the links once, as data both share (React writes an object it has already sent as a
// reference to it), instead of as two trees of elements. That is about 35 KB less payload (1 KB brotli) on every page.
import { Container } from '@ds/ui';
import { ChromeLink } from '../links/ChromeLink';
import { NavBarList } from './NavBarState';
import { NavDisclosure } from './NavDisclosure';
import type { TopNavItem } from './nav-links';
import { NavPanel } from './NavPanel';
import styles from './NavBar.module.css';

export interface NavBarProps {
  links: TopNavItem[];
  alignment?: 'left' | 'right' | 'center' | undefined;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Follows a section's title on the link to its own page: "Health insurance overview". */
  overviewSuffix?: string;
  /** Read after links that open a new tab. */
  newTabText?: string;
}

export function NavBar({
  links,
  alignment = 'left',
  label = 'Main',
  overviewSuffix = 'overview',
  newTabText = '(opens in a new tab)',
}: NavBarProps) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <Container>
        <NavBarList className={styles.list} align={alignment}>
          {links.map((link) =>
            link.children?.length ? (
              <NavDisclosure
                key={link.id}
                id={link.id}
                title={link.title}
                variation={link.variation ?? 'dropdown'}
                positionRight={link.positionRight}
              >
                <NavPanel link={link} overviewSuffix={overviewSuffix} newTabText={newTabText} />
              </NavDisclosure>
            ) : (
              <li
                key={link.id}
                className={styles.item}
                data-position={link.positionRight ? 'right' : undefined}
              >
                <ChromeLink link={link} className={styles.topLink} newTabText={newTabText} />
              </li>
            ),
          )}
        </NavBarList>
      </Container>
    </nav>
  );
}
