// The desktop navigation bar: plain links and disclosure dropdowns or mega menus, up to two levels deep.
import { Container } from '@ds/ui';
import type { NavLink } from '../data/schema';
import { NavBarList } from './NavBarState';
import { NavDisclosure } from './NavDisclosure';
import { NavPanel } from './NavPanel';
import { ChromeLink } from '../links/ChromeLink';
import styles from './NavBar.module.css';

export interface NavBarProps {
  links: NavLink[];
  alignment?: 'left' | 'right' | 'center' | undefined;
  /** Accessible name of the navigation landmark. */
  label?: string;
  resolve?: (url: string) => string;
}

const same = (url: string) => url;

export function NavBar({ links, alignment = 'left', label = 'Main', resolve = same }: NavBarProps) {
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
                <NavPanel link={link} resolve={resolve} />
              </NavDisclosure>
            ) : (
              <li
                key={link.id}
                className={styles.item}
                data-position={link.positionRight ? 'right' : undefined}
              >
                <ChromeLink link={link} resolve={resolve} className={styles.topLink} />
              </li>
            ),
          )}
        </NavBarList>
      </Container>
    </nav>
  );
}
