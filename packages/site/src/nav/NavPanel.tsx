// The contents of a navigation dropdown or mega menu: groups of links (two levels) and an optional call-out.
import { Button } from '@ds/ui';
import { ChromeLink } from '../links/ChromeLink';
import { overviewLink } from './nav-links';
import type { NavItem } from './nav-links';
import styles from './NavBar.module.css';

function PanelLink({ link, newTabText }: { link: NavItem; newTabText: string }) {
  if (!link.url) return <span className={styles.groupTitle}>{link.title}</span>;
  return (
    <ChromeLink link={link} className={styles.panelLink} newTabText={newTabText}>
      <span className={styles.panelLinkTitle}>
        {link.title}
        {link.label ? <span className={styles.badge}>{link.label}</span> : null}
      </span>
      {link.subtitle ? <span className={styles.panelLinkSubtitle}>{link.subtitle}</span> : null}
    </ChromeLink>
  );
}

function CallOut({ callOut }: { callOut: NonNullable<NavItem['callOut']> }) {
  return (
    <aside className={styles.callOut} aria-label={callOut.title}>
      <p className={styles.callOutTitle}>{callOut.title}</p>
      <p className={styles.callOutDescription}>{callOut.description}</p>
      <div className={styles.callOutActions}>
        {callOut.primaryCta ? (
          <Button href={callOut.primaryCta.url} size="sm">
            {callOut.primaryCta.title}
          </Button>
        ) : null}
        {callOut.secondaryCta ? (
          <Button href={callOut.secondaryCta.url} size="sm" variant="secondary">
            {callOut.secondaryCta.title}
          </Button>
        ) : null}
      </div>
    </aside>
  );
}

export interface NavPanelProps {
  link: NavItem;
  overviewSuffix: string;
  newTabText: string;
}

export function NavPanel({ link, overviewSuffix, newTabText }: NavPanelProps) {
  const overview = overviewLink(link, overviewSuffix);
  return (
    <div className={styles.panelInner}>
      <div className={styles.groups}>
        {overview ? <ChromeLink link={overview} className={styles.overview} newTabText={newTabText} /> : null}
        <ul className={styles.groupList}>
          {/* Lists that never reorder, keyed by position: the links have no ids below the top level (NavItem). */}
          {(link.children ?? []).map((child, index) => (
            <li key={index} className={child.children?.length ? styles.group : undefined}>
              <PanelLink link={child} newTabText={newTabText} />
              {child.children?.length ? (
                <ul className={styles.subList}>
                  {child.children.map((grandchild, index) => (
                    <li key={index}>
                      <PanelLink link={grandchild} newTabText={newTabText} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {link.callOut ? <CallOut callOut={link.callOut} /> : null}
    </div>
  );
}
