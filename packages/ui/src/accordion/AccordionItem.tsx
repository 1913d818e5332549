'use client';
// One section of an Accordion, as the WAI-ARIA APG accordion pattern has it: a heading (of the level the
// Accordion sets) holding a button with aria-expanded and aria-controls, then the panel, a region named by that
// button while the accordion has few items. A closed panel is hidden="until-found", so find in page and links
// to a text fragment still reach it: the browser shows it and fires beforematch, and the item opens.
import {
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import { AccordionContext } from './AccordionContext';
import styles from './AccordionItem.module.css';

/**
 * @rest {ComponentPropsWithoutRef<'div'>} Passed to the item's div, e.g. className. It takes the same custom
 * properties as the Expander (`--expander-border`, `--expander-title-color` and the rest).
 */
export interface AccordionItemProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'children'> {
  /** The text of the item's heading and the name of its button. Keep it short; no links or buttons inside. */
  title: ReactNode;
  /** The content its button shows or hides. */
  children: ReactNode;
  /** Open or closed, when the parent holds the state (controlled). Pair it with `onExpandedChange`. */
  expanded?: boolean;
  /** Whether it starts open when it holds its own state (uncontrolled). */
  defaultExpanded?: boolean;
  /** Called with the new state whenever the visitor, Expand all or a find-in-page match opens or closes it. */
  onExpandedChange?: (expanded: boolean) => void;
}

export function AccordionItem({
  title,
  children,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  className,
  ...props
}: AccordionItemProps) {
  const { headingLevel, panelsAreRegions } = useContext(AccordionContext);
  const [ownState, setOwnState] = useState(defaultExpanded);
  const controlled = expanded !== undefined;
  const open = controlled ? expanded : ownState;
  const panelRef = useRef<HTMLElement>(null);
  const Panel = panelsAreRegions ? 'section' : 'div';
  // A callback, as the panel is a <section> or a <div>.
  const setPanel = useCallback((node: HTMLElement | null) => {
    panelRef.current = node;
  }, []);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;

  const change = (next: boolean) => {
    if (!controlled) setOwnState(next);
    onExpandedChange?.(next);
  };

  // React writes hidden as a plain boolean (hidden=""), so the server HTML hides a closed panel outright; once
  // hydrated, it becomes hidden="until-found", which find in page can reveal. Before paint: no visible change.
  useLayoutEffect(() => {
    if (!open) panelRef.current?.setAttribute('hidden', 'until-found');
  }, [open]);

  const onFound = useEffectEvent(() => change(true));
  useEffect(() => {
    const panel = panelRef.current;
    const found = () => onFound();
    panel?.addEventListener('beforematch', found);
    return () => panel?.removeEventListener('beforematch', found);
  }, []);

  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(styles.item, className)} data-state={open ? 'open' : 'closed'}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          data-accordion-button=""
          onClick={() => change(!open)}
        >
          <span className={styles.title}>{title}</span>
          <Icon icon={ChevronDownIcon} size={20} className={styles.chevron} />
        </button>
      </Heading>
      {/* A named <section> is the region the pattern asks for (few items); with many, a plain <div>. */}
      <Panel
        ref={setPanel}
        id={panelId}
        aria-labelledby={panelsAreRegions ? buttonId : undefined}
        className={styles.panel}
        hidden={!open}
      >
        <div className={styles.content}>{children}</div>
      </Panel>
    </div>
  );
}
