'use client';
// What the drawer lists: nav links with expandable sections (two levels), ribbon links, top links and
// any extra content. Items marked hideInDrawer are left out.
// A client component: the drawer draws nothing until it opens, so as a server component its links were in the page's
// payload as elements for no HTML at all; now they are the data the desktop navigation bar already sent.
import type { ReactNode } from 'react';
import { cx } from '@ds/ui';
import { ChromeLink } from '../links/ChromeLink';
import { overviewLink, withoutHiddenInDrawer } from '../nav/nav-links';
import type { NavItem } from '../nav/nav-links';
import { DrawerSection } from './DrawerSection';
import styles from './Drawer.module.css';

interface LinkWords {
  overviewSuffix: string;
  newTabText: string;
}

function DrawerLink({ link, words, strong }: { link: NavItem; words: LinkWords; strong?: boolean }) {
  if (!link.url) return null;
  return (
    <ChromeLink
      link={link}
      className={cx(styles.link, strong && styles.strong)}
      newTabText={words.newTabText}
    />
  );
}

/** The links of one expandable section; a second level of sections where the data has one. */
function SectionLinks({ link, words, level }: { link: NavItem; words: LinkWords; level: 1 | 2 }) {
  const overview = overviewLink(link, words.overviewSuffix);
  return (
    <ul className={styles.list}>
      {overview ? (
        <li>
          <DrawerLink link={overview} words={words} />
        </li>
      ) : null}
      {/* A fixed list, keyed by position: links have no ids below the top level (NavItem). */}
      {(link.children ?? []).map((child, index) => (
        <li key={index}>
          {child.children?.length && level === 1 ? (
            <DrawerSection title={child.title} level={2}>
              <SectionLinks link={child} words={words} level={2} />
            </DrawerSection>
          ) : (
            <DrawerLink link={child} words={words} />
          )}
        </li>
      ))}
    </ul>
  );
}

function LinkList({
  links,
  words,
  className,
  strong,
}: {
  links: NavItem[];
  words: LinkWords;
  className?: string | undefined;
  strong?: boolean;
}) {
  if (!links.length) return null;
  return (
    <ul className={cx(styles.list, className)}>
      {links.map((link, index) => (
        <li key={link.id ?? index}>
          {link.children?.length ? (
            <DrawerSection title={link.title} level={1}>
              <SectionLinks link={link} words={words} level={1} />
            </DrawerSection>
          ) : (
            <DrawerLink link={link} words={words} strong={strong} />
          )}
        </li>
      ))}
    </ul>
  );
}

export interface DrawerNavProps {
  navLinks: NavItem[];
  ribbon?: NavItem[];
  topLinks?: NavItem[];
  extra?: ReactNode;
  /** Name of the navigation landmark. */
  label?: string;
  /** Follows a section's title on the link to its own page. */
  overviewSuffix?: string;
  /** Read after links that open a new tab. */
  newTabText?: string;
}

export function DrawerNav({
  navLinks,
  ribbon = [],
  topLinks = [],
  extra,
  label = 'Menu',
  overviewSuffix = 'overview',
  newTabText = '(opens in a new tab)',
}: DrawerNavProps) {
  const words = { overviewSuffix, newTabText };
  return (
    <nav aria-label={label} className={styles.nav}>
      <LinkList links={withoutHiddenInDrawer(topLinks)} words={words} className={styles.topLinks} strong />
      <LinkList links={withoutHiddenInDrawer(navLinks)} words={words} className={styles.mainLinks} strong />
      <LinkList links={withoutHiddenInDrawer(ribbon)} words={words} className={styles.ribbonLinks} />
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </nav>
  );
}
