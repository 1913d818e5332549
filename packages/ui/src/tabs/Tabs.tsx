'use client';
// Tabs: the WAI-ARIA APG tabs pattern with automatic activation. Left/Right move focus between the enabled tabs
// and wrap (the other way round in right-to-left text), Home/End jump to the ends, and moving focus selects. The
// selected tab is the tab list's one tab stop; its panel comes next, a tab stop itself while nothing in it is one.
// Every tab's aria-controls names its panel: the panels of the other tabs are rendered too, hidden and empty.
//
// Written here rather than on react-aria-components: its tabs cost the tabs page 30 KB gzip of script and about
// 100 ms of blocking time under Lighthouse's slowdown (its modules, a second render of the tabs to build its
// collection, its locale check), for a pattern that is one keyboard handler and a roving tab stop
// (docs/benchmark.md, 28 November 2026).
import { createContext, useCallback, useContext, useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { cx } from '../utils/cx';
import { tabStops } from '../utils/tab-stops';
import { TabLabel } from './TabLabel';
import styles from './Tabs.module.css';

export interface TabsProps {
  /** A `TabList`, then one `TabPanel` per tab. */
  children: ReactNode;
  /** The selected tab, when the page controls selection (with `onSelectionChange`). */
  selectedId?: string;
  /**
   * The tab selected first, when the page does not control selection.
   * @default the first enabled tab
   */
  defaultSelectedId?: string;
  /** Called with the newly selected tab's id, on click, arrow keys, Home or End. */
  onSelectionChange?: (id: string) => void;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The tab selected before any choice when the page names none: the first enabled one. Tabs cannot list its tabs
 * before they render (a server component's children reach it as references to modules that load later), so the
 * first enabled Tab to render claims the selection, and the panels, rendered after the tab list, read it. The
 * server and hydration both render in document order, so they agree; once claimed, the default does not move.
 */
class FirstEnabledTab {
  private id: string | undefined;

  claim(id: string, disabled: boolean): string | undefined {
    if (this.id === undefined && !disabled) this.id = id;
    return this.id;
  }

  get claimed(): string | undefined {
    return this.id;
  }
}

interface TabsState {
  tabsId: string;
  /** Until hydrated, the tabs are not focusable: the arrow keys need script. */
  hydrated: boolean;
  /** The page's or the visitor's choice; undefined until there is one and the page names no default. */
  chosenId: string | undefined;
  firstEnabled: FirstEnabledTab;
  select: (id: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs.`);
  return state;
}

// Each tab and panel take ids made from the Tabs' id and the tab's: each tab controls its panel, and each panel is
// labelled by its tab, selected or not.
const tabIdOf = (tabsId: string, id: string) => `${tabsId}-tab-${id}`;
const panelIdOf = (tabsId: string, id: string) => `${tabsId}-panel-${id}`;

export function Tabs({ children, selectedId, defaultSelectedId, onSelectionChange, className }: TabsProps) {
  const tabsId = useId();
  const hydrated = useHydrated();
  const [firstEnabled] = useState(() => new FirstEnabledTab());
  const [ownChoice, setOwnChoice] = useState(defaultSelectedId);
  const chosenId = selectedId ?? ownChoice;
  const select = (id: string) => {
    if (id === (chosenId ?? firstEnabled.claimed)) return;
    if (selectedId === undefined) setOwnChoice(id);
    onSelectionChange?.(id);
  };
  return (
    <TabsContext value={{ tabsId, hydrated, chosenId, firstEnabled, select }}>
      <div className={cx(styles.tabs, className)}>{children}</div>
    </TabsContext>
  );
}

/** A tab list needs a name: a `label`, or the id of a visible heading in `labelledBy`. */
export type TabListLabelling =
  | {
      /** The name of the tab list. Give this or `labelledBy`. */
      label: string;
      labelledBy?: never;
    }
  | {
      /** The id of a visible heading that names the tab list, instead of `label`. */
      labelledBy: string;
      label?: never;
    };

export type TabListProps = TabListLabelling & {
  /** The `Tab`s, in order. */
  children: ReactNode;
  /** Extra class on the tab list. */
  className?: string;
};

const STEPS: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 };

/** The tab the key moves focus to, among the enabled tabs, or undefined for any other key. */
function tabForKey(list: HTMLElement, from: EventTarget, key: string): HTMLElement | undefined {
  const enabled = [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')];
  if (key === 'Home') return enabled[0];
  if (key === 'End') return enabled.at(-1);
  const step = STEPS[key];
  const at = enabled.indexOf(from as HTMLElement);
  if (!step || at < 0) return undefined;
  const forward = getComputedStyle(list).direction === 'rtl' ? -step : step;
  return enabled[(at + forward + enabled.length) % enabled.length];
}

export function TabList({ label, labelledBy, children, className }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Space and Enter on a tab select it (it already is, once focused), and Space must not scroll the page.
    if ((event.key === ' ' || event.key === 'Enter') && event.target instanceof HTMLElement) {
      if (event.target.getAttribute('role') !== 'tab') return;
      event.preventDefault();
      event.target.click();
      return;
    }
    const next = tabForKey(event.currentTarget, event.target, event.key);
    if (!next) return;
    event.preventDefault();
    // Focusing a tab selects it (Tab's onFocus): automatic activation.
    next.focus();
  };
  return (
    // APG tabs: the tab list is not a tab stop itself; focus goes to its selected tab (one roving tab stop), and
    // the list handles the arrow keys for all its tabs.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-orientation="horizontal"
      className={cx(styles.tabList, className)}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export interface TabProps {
  /** Matches the `id` of its `TabPanel`. */
  id: string;
  /** The label. Long labels are cut with an ellipsis from 16em (24em from xl); the accessible name stays whole. */
  children: ReactNode;
  /** Shown but not selectable; the arrow keys skip it. */
  disabled?: boolean;
  /** Extra class on the tab. */
  className?: string;
}

export function Tab({ id, children, disabled = false, className }: TabProps) {
  const { tabsId, hydrated, chosenId, firstEnabled, select } = useTabs('Tab');
  const selected = (chosenId ?? firstEnabled.claim(id, disabled)) === id;
  const choose = disabled ? undefined : () => select(id);
  return (
    // A tab's keys are handled by its tab list (one handler for all its tabs), and until hydrated a tab is not
    // focusable on purpose, as those keys need script; once hydrated it has a tab index (0 or -1).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      role="tab"
      id={tabIdOf(tabsId, id)}
      aria-controls={panelIdOf(tabsId, id)}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      tabIndex={hydrated && !disabled ? (selected ? 0 : -1) : undefined}
      className={cx(styles.tab, className)}
      onFocus={choose}
      onClick={choose}
    >
      <TabLabel isSelected={selected}>{children}</TabLabel>
    </div>
  );
}

export interface TabPanelProps {
  /** Matches the `id` of its `Tab`. */
  id: string;
  /** The panel's content. */
  children: ReactNode;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * Every panel's element is rendered, so every tab can name its own; only the selected tab's shows, with its
 * content (the first enabled tab's in server HTML, before any choice is made). The others are empty and hidden,
 * so pages carry no more than they show, and a panel's content mounts when its tab is chosen.
 */
export function TabPanel({ id, children, className }: TabPanelProps) {
  const { tabsId, chosenId, firstEnabled } = useTabs('TabPanel');
  const shown = (chosenId ?? firstEnabled.claimed) === id;
  // APG: the panel is a tab stop while nothing in it is one, so Tab from the tab list reaches its content either
  // way. Re-checked when its content changes (a scroll region that turns out to fit stops being a tab stop).
  const [isTabStop, setIsTabStop] = useState(false);
  const watchTabStops = useCallback(
    (panel: HTMLDivElement | null) => {
      if (!panel || !shown) return undefined;
      const check = () => setIsTabStop(tabStops(panel).length === 0);
      check();
      // Not the panel's own attributes: its tab index is what the check sets.
      const observer = new MutationObserver((changes) => {
        if (changes.some((change) => change.type === 'childList' || change.target !== panel)) check();
      });
      observer.observe(panel, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['tabindex', 'disabled', 'href', 'hidden', 'inert', 'contenteditable'],
      });
      return () => observer.disconnect();
    },
    [shown],
  );
  return (
    <div
      ref={watchTabStops}
      role="tabpanel"
      id={panelIdOf(tabsId, id)}
      aria-labelledby={tabIdOf(tabsId, id)}
      // APG tabs: a panel with no tab stop inside is one itself, so Tab from the tab list reaches its content.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={shown && isTabStop ? 0 : undefined}
      hidden={!shown}
      className={cx(styles.panel, className)}
    >
      {shown ? children : null}
    </div>
  );
}
