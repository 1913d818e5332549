// Where a page sits: a labelled navigation landmark holding an ordered list of links up to the current page, which
// is the last item, marked as the current page and not a link (APG breadcrumb pattern). The separators are drawn by
// CSS, so assistive technology reads the list and nothing between its items.
import { Link } from '@ds/ui';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href} variant="inline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
