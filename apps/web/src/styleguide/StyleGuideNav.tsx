// The list of every style-guide page, grouped as the index groups them: collapsed under the page on phones
// and tablets, a side column from lg. The current page is marked aria-current="page" by the site's
// CurrentPageMarker (it looks inside [data-current-page-links]).
import { Heading, Link, cx } from '@ds/ui';
import { Expander } from '@ds/ui/accordion';
import { styleGuideGroups, styleGuidePages } from './registry';
import styles from './StyleGuideNav.module.css';

export function StyleGuideNav() {
  return (
    <nav
      aria-label="Design system"
      className={styles.nav}
      data-current-page-links=""
      data-pagefind-ignore="all"
    >
      <Expander title="Design system pages" headingLevel={2} staticFrom="lg">
        <div className={styles.groups}>
          <Link href="/design-system" variant="unstyled" className={cx(styles.link, styles.home)}>
            Design system home
          </Link>
          {styleGuideGroups.map((group) => (
            <div key={group} className={styles.group}>
              <Heading level={3} size="xs" className={styles.groupTitle}>
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
        </div>
      </Expander>
    </nav>
  );
}
