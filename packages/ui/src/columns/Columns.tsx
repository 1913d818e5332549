// Responsive grid of equal columns: a count for all sizes, or a count per breakpoint ({ xs: 1, md: 2, xl: 3 }).
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import type { SpaceKey } from '../utils/space';
import gapStyles from '../utils/gap.module.css';
import styles from './Columns.module.css';
import countStyles from './counts.module.css';

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
/** Column count from each breakpoint up; a breakpoint left out inherits the count of the one below. */
export type ResponsiveColumns = Partial<Record<Breakpoint, ColumnCount>>;
export type ColumnsElement = 'div' | 'section' | 'ul' | 'ol';

export const breakpoints: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** @rest {HTMLAttributes<HTMLElement>} Passed to the element, e.g. className. */
export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a list keeps its list role. */
  as?: ColumnsElement;
  /**
   * Columns (1-6) at every width, or per breakpoint (sm 576px, md 768px, lg 992px, xl 1200px, xxl 1440px); a
   * breakpoint left out keeps the one below.
   */
  columns: ColumnCount | ResponsiveColumns;
  /** Space between rows and columns, a key of the spacing scale. */
  gap?: SpaceKey;
}

/** Class names for the column counts; counts outside 1-6 have no class and are ignored. */
function columnClasses(columns: ColumnCount | ResponsiveColumns): Array<string | undefined> {
  const counts: ResponsiveColumns = typeof columns === 'number' ? { xs: columns } : columns;
  return breakpoints.map((breakpoint) => {
    const count = counts[breakpoint];
    return count === undefined ? undefined : countStyles[`${breakpoint}-${count}`];
  });
}

export function Columns({ as: Tag = 'div', columns, gap = 6, className, role, ...props }: ColumnsProps) {
  // Safari drops list semantics when list-style is none, so a list grid says it is a list explicitly.
  const listRole = Tag === 'ul' || Tag === 'ol' ? 'list' : undefined;
  return (
    <Tag
      {...props}
      role={role ?? listRole}
      className={cx(styles.columns, gapStyles[`gap-${gap}`], ...columnClasses(columns), className)}
    />
  );
}
