// The contents of a navigation dropdown or mega menu: groups of links (two levels) and an optional call-out.
import { Button, Link } from '@ds/ui';
import type { NavLink } from '../data/schema';
import styles from './NavBar.module.css';

function PanelLink({ link, resolve }: { link: NavLink; resolve: (url: string) => string }) {
  if (!link.url) return <span className={styles.groupTitle}>{link.title}</span>;
  return (
    <Link href={resolve(link.url)} variant="unstyled" className={styles.panelLink} newTab={link.targetBlank}>
      <span className={styles.panelLinkTitle}>
        {link.title}
        {link.label ? <span className={styles.badge}>{link.label}</span> : null}
      </span>
      {link.subtitle ? <span className={styles.panelLinkSubtitle}>{link.subtitle}</span> : null}
    </Link>
  );
}

function CallOut({
  callOut,
  resolve,
}: {
  callOut: NonNullable<NavLink['callOut']>;
  resolve: (url: string) => string;
}) {
  return (
    <aside className={styles.callOut} aria-label={callOut.title}>
      <p className={styles.callOutTitle}>{callOut.title}</p>
      <p className={styles.callOutDescription}>{callOut.description}</p>
      <div className={styles.callOutActions}>
        {callOut.primaryCta ? (
          <Button href={resolve(callOut.primaryCta.url)} size="sm">
            {callOut.primaryCta.title}
          </Button>
        ) : null}
        {callOut.secondaryCta ? (
          <Button href={resolve(callOut.secondaryCta.url)} size="sm" variant="secondary">
            {callOut.secondaryCta.title}
          </Button>
        ) : null}
      </div>
    </aside>
  );
}

export function NavPanel({ link, resolve }: { link: NavLink; resolve: (url: string) => string }) {
  const children = link.children ?? [];
  return (
    <div className={styles.panelInner}>
      <div className={styles.groups}>
        {link.url ? (
          <Link
            href={resolve(link.url)}
            variant="unstyled"
            className={styles.overview}
            newTab={link.targetBlank}
          >
            {link.title} overview
          </Link>
        ) : null}
        <ul className={styles.groupList}>
          {children.map((child) => (
            <li key={child.id} className={child.children?.length ? styles.group : undefined}>
              <PanelLink link={child} resolve={resolve} />
              {child.children?.length ? (
                <ul className={styles.subList}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <PanelLink link={grandchild} resolve={resolve} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {link.callOut ? <CallOut callOut={link.callOut} resolve={resolve} /> : null}
    </div>
  );
}
