// The list of every style-guide page, grouped as the index groups them. The current page is marked
// aria-current="page" by the site's CurrentPageMarker (it looks inside [data-current-page-links]).
import { Heading, Link } from '@ds/ui';
import { styleGuideGroups, styleGuidePages } from './registry';
import styles from './StyleGuideNav.module.css';

export function StyleGuideNav() {
  return (
    <nav aria-label="Design system" className={styles.nav} data-current-page-links="">
      <Link href="/design-system" className={styles.home}>
        Design system home
      </Link>
      {styleGuideGroups.map((group) => (
        <div key={group} className={styles.group}>
          <Heading level={2} size="xs" className={styles.groupTitle}>
            {group}
          </Heading>
          <ul className={styles.list}>
            {styleGuidePages
              .filter((page) => page.group === group)
              .map((page) => (
                <li key={page.path}>
                  <Link href={page.path} variant="unstyled" className={styles.link}>
                    {page.title}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
