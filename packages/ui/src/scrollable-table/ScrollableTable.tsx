'use client';
// A wide table in a box that scrolls sideways. While the table is too wide, the box is a named, focusable region
// (so keyboard users can scroll it with the arrow keys) described by a visible hint; edge shadows show there is
// more. Before hydration it is a focusable region without the hint, which is safe whether or not it overflows.
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@ds/icons';
import { Icon } from '../icon';
import { withDefaultMessages } from '../messages';
import { cx } from '../utils/cx';
import { defaultScrollableTableMessages } from './messages';
import type { ScrollableTableMessages } from './messages';
import { useHorizontalOverflow } from './useHorizontalOverflow';
import styles from './ScrollableTable.module.css';

/** The region needs a name: a `label`, or the id of the table's `<caption>` (or a heading) in `labelledBy`. */
export type ScrollableTableLabelling =
  | {
      /** The name of the scroll region. Give this or `labelledBy`. */
      label: string;
      labelledBy?: never;
    }
  | {
      /** The id of the table's caption (or a heading) that names the region, instead of `label`. */
      labelledBy: string;
      label?: never;
    };

export type ScrollableTableProps = ScrollableTableLabelling & {
  /** The table. */
  children: ReactNode;
  /**
   * This table's own hint, shown above it and read as the region's description while it overflows; an empty
   * string shows none. Without it, the messages' `hint`.
   */
  hint?: string;
  /** Extra class on the outer element. */
  className?: string;
  /** Any of the component's own words to change (its default hint). */
  messages?: Partial<ScrollableTableMessages>;
};

export function ScrollableTable({
  label,
  labelledBy,
  children,
  hint: hintProp,
  className,
  messages,
}: ScrollableTableProps) {
  const hint = hintProp ?? withDefaultMessages(defaultScrollableTableMessages, messages).hint;
  const scrollerRef = useRef<HTMLElement>(null);
  const overflow = useHorizontalOverflow(scrollerRef);
  const hintId = useId();
  const scrollable = overflow !== 'fits';
  const showHint = overflow === 'overflowing' && Boolean(hint);

  return (
    <div className={cx(styles.scrollableTable, className)} data-overflow={overflow}>
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          <Icon icon={ArrowRightIcon} size={16} />
          {hint}
        </p>
      ) : null}
      {/* A <section> is a region only while it has a name, so naming it only while it scrolls is enough. */}
      <section
        ref={scrollerRef}
        className={styles.scroller}
        aria-label={scrollable ? label : undefined}
        aria-labelledby={scrollable ? labelledBy : undefined}
        aria-describedby={showHint ? hintId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={scrollable ? 0 : undefined}
      >
        {children}
      </section>
    </div>
  );
}
