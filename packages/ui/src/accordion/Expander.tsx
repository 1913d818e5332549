'use client';
// An expander: a title that shows or hides its content. It is a <details>/<summary>, so it opens and closes
// before (and without) JavaScript and browsers expose the summary as an expandable button; once hydrated,
// React holds the state, so it can also be controlled.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ComponentPropsWithoutRef, KeyboardEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import styles from './Expander.module.css';

export type ExpanderHeadingLevel = 2 | 3 | 4 | 5 | 6;
export type ExpanderBreakpoint = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/**
 * @rest {ComponentPropsWithoutRef<'details'>} Passed to the `<details>`, e.g. className. Restyle through custom
 * properties on it: `--expander-border`, `--expander-title-color`, `--expander-title-size`,
 * `--expander-title-weight`, `--expander-min-height`, `--expander-summary-padding-block`,
 * `--expander-panel-padding`.
 */
export interface ExpanderProps extends Omit<
  ComponentPropsWithoutRef<'details'>,
  'title' | 'open' | 'onToggle' | 'children'
> {
  /** Names the toggle. Keep it short; no links or buttons inside. */
  title: ReactNode;
  /** The content it shows or hides. */
  children: ReactNode;
  /** Open or closed, when the parent holds the state (controlled). Pair it with `onExpandedChange`. */
  expanded?: boolean;
  /** Whether it starts open when it holds its own state (uncontrolled). */
  defaultExpanded?: boolean;
  /** Called with the new state whenever the visitor (or a find-in-page match) opens or closes it. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Wraps the title in a heading of this level (the summary holds that one heading), so the section shows in the
   * page outline. Screen readers hear the summary as a button, not a heading: for titles that must be headings,
   * use Accordion.
   */
  headingLevel?: ExpanderHeadingLevel;
  /**
   * From this breakpoint up it stops being an expander: the title is a plain heading (or text) and the
   * content always shows. Works without JavaScript, in browsers that support `::details-content`.
   */
  staticFrom?: ExpanderBreakpoint;
  /** The plain title shown from `staticFrom` up, when it should differ from the toggle's ('Cover details'). */
  staticTitle?: ReactNode;
}

export function Expander({
  title,
  children,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel,
  staticFrom,
  staticTitle,
  className,
  ...props
}: ExpanderProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const spaceDown = useRef(false);
  const [ownState, setOwnState] = useState(defaultExpanded);
  const controlled = expanded !== undefined;
  const open = controlled ? expanded : ownState;

  const change = (next: boolean) => {
    if (!controlled) setOwnState(next);
    onExpandedChange?.(next);
  };

  // The element opened or closed without React: a click before hydration, find-in-page, a script. Take the new
  // state on; a controlled expander reports it and waits for its parent's answer.
  const adoptElementState = () => {
    const details = detailsRef.current;
    if (!details || details.open === open) return;
    const next = details.open;
    if (controlled) details.open = open;
    change(next);
  };
  const adoptStateAfterHydration = useEffectEvent(adoptElementState);
  useEffect(() => adoptStateAfterHydration(), []);

  // Once hydrated the summary toggles through React (the browser's own toggle is cancelled), so a controlled
  // expander stays what its parent says. Enter acts on key down and Space on key up, as on a native button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!event.repeat) change(!open);
    } else if (event.key === ' ') {
      event.preventDefault();
      spaceDown.current = true;
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (spaceDown.current) change(!open);
    spaceDown.current = false;
  };

  const Title = headingLevel ? (`h${headingLevel}` as const) : 'span';
  const StaticTitle = headingLevel ? (`h${headingLevel}` as const) : 'div';

  return (
    <details
      {...props}
      ref={detailsRef}
      open={open}
      className={cx(styles.expander, className)}
      data-state={open ? 'open' : 'closed'}
      data-static-from={staticFrom}
      onToggle={adoptElementState}
      // The browser may open or close it before hydration; the effect above takes that on.
      suppressHydrationWarning
    >
      <summary
        className={styles.summary}
        onClick={(event) => {
          event.preventDefault();
          change(!open);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={() => {
          spaceDown.current = false;
        }}
      >
        <Title className={styles.title}>{title}</Title>
        <Icon icon={ChevronDownIcon} size={20} className={styles.chevron} />
      </summary>
      {staticFrom ? (
        <StaticTitle className={cx(styles.title, styles.staticTitle)}>{staticTitle ?? title}</StaticTitle>
      ) : null}
      <div className={styles.panel}>{children}</div>
    </details>
  );
}
