// What the drawer lists: nav links with expandable sections (two levels), ribbon links, top links and
// any extra content. Items marked hideInDrawer are left out.
import type { ReactNode } from 'react';
import type { NavLink } from '../data/schema';
import { withoutHiddenInDrawer } from '../header/model';
import { DrawerSection } from './DrawerSection';
import { ChromeLink } from '../links/ChromeLink';
import styles from './Drawer.module.css';

type Resolve = (url: string) => string;

function DrawerLink({ link, resolve, strong }: { link: NavLink; resolve: Resolve; strong?: boolean }) {
  if (!link.url) return null;
  return (
    <ChromeLink
      link={link}
      resolve={resolve}
      className={strong ? `${styles.link} ${styles.strong}` : styles.link}
    />
  );
}

/** The links of one expandable section; a second level of sections where the data has one. */
function SectionLinks({ link, resolve, level }: { link: NavLink; resolve: Resolve; level: 1 | 2 }) {
  return (
    <ul className={styles.list}>
      {link.url ? (
        <li>
          <DrawerLink link={{ ...link, title: `${link.title} overview` }} resolve={resolve} />
        </li>
      ) : null}
      {(link.children ?? []).map((child) => (
        <li key={child.id}>
          {child.children?.length && level === 1 ? (
            <DrawerSection title={child.title} level={2}>
              <SectionLinks link={child} resolve={resolve} level={2} />
            </DrawerSection>
          ) : (
            <DrawerLink link={child} resolve={resolve} />
          )}
        </li>
      ))}
    </ul>
  );
}

function LinkTree({ links, resolve }: { links: NavLink[]; resolve: Resolve }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.id}>
          {link.children?.length ? (
            <DrawerSection title={link.title} level={1}>
              <SectionLinks link={link} resolve={resolve} level={1} />
            </DrawerSection>
          ) : (
            <DrawerLink link={link} resolve={resolve} strong />
          )}
        </li>
      ))}
    </ul>
  );
}

export interface DrawerNavProps {
  navLinks: NavLink[];
  ribbon?: NavLink[];
  topLinks?: NavLink[];
  extra?: ReactNode;
  resolve?: Resolve;
  label?: string;
}

export function DrawerNav({
  navLinks,
  ribbon = [],
  topLinks = [],
  extra,
  resolve = (url) => url,
  label = 'Menu',
}: DrawerNavProps) {
  const top = withoutHiddenInDrawer(topLinks);
  const ribbonLinks = withoutHiddenInDrawer(ribbon);
  return (
    <nav aria-label={label} className={styles.nav}>
      {top.length ? (
        <ul className={`${styles.list} ${styles.topLinks}`}>
          {top.map((link) => (
            <li key={link.id}>
              <DrawerLink link={link} resolve={resolve} strong />
            </li>
          ))}
        </ul>
      ) : null}
      <LinkTree links={withoutHiddenInDrawer(navLinks)} resolve={resolve} />
      {ribbonLinks.length ? (
        <ul className={`${styles.list} ${styles.ribbonLinks}`}>
          {ribbonLinks.map((link) => (
            <li key={link.id}>
              <DrawerLink link={link} resolve={resolve} />
            </li>
          ))}
        </ul>
      ) : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </nav>
  );
}
