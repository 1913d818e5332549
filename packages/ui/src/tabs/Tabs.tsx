'use client';
// Tabs (WAI-ARIA APG tabs with automatic activation) on react-aria-components: Left/Right move between tabs and
// wrap, Home/End jump to the ends, and moving focus selects. Every tab's aria-controls names its panel: inactive
// panels are rendered too, hidden. Our API and styles: string ids, a required name for the tab list, labels cut
// with an ellipsis on wide screens, and a tab list that scrolls sideways on phones.
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components/Tabs';
import type { Key } from 'react-aria-components/Tabs';
import { createContext, useCallback, useContext, useId, useLayoutEffect, useReducer } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { reserveReactAriaStyleIds } from '../utils/react-aria-csp';
import { TabLabel } from './TabLabel';
import styles from './Tabs.module.css';

export interface TabsProps {
  /** A `TabList` and one `TabPanel` per tab. */
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

// react-aria names only the selected tab's panel (aria-controls), as it renders no other. We render every panel,
// so each tab and panel take ids of our own, made from the Tabs' id and the tab's: each tab controls its panel,
// and each panel is labelled by its tab, selected or not.
const TabsIdContext = createContext('');
const tabIdOf = (tabsId: string, id: string) => `${tabsId}-tab-${id}`;
const panelIdOf = (tabsId: string, id: string) => `${tabsId}-panel-${id}`;

export function Tabs({ children, selectedId, defaultSelectedId, onSelectionChange, className }: TabsProps) {
  // Layout effects run before react-aria's own effects, which would otherwise add a <style> the CSP blocks.
  useLayoutEffect(() => reserveReactAriaStyleIds(document), []);
  const tabsId = useId();
  return (
    <TabsIdContext value={tabsId}>
      <AriaTabs
        className={cx(styles.tabs, className)}
        selectedKey={selectedId}
        defaultSelectedKey={defaultSelectedId}
        onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      >
        {children}
      </AriaTabs>
    </TabsIdContext>
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

export function TabList({ label, labelledBy, children, className }: TabListProps) {
  return (
    <AriaTabList className={cx(styles.tabList, className)} aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </AriaTabList>
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
  const tabsId = useContext(TabsIdContext);
  return (
    <AriaTab
      id={id}
      isDisabled={disabled}
      className={cx(styles.tab, className)}
      // Our tabs are never links (no href), so react-aria renders them as a <div>.
      render={(props) => (
        <div
          {...(props as ComponentPropsWithRef<'div'>)}
          id={tabIdOf(tabsId, id)}
          aria-controls={panelIdOf(tabsId, id)}
        />
      )}
    >
      {({ isSelected }) => <TabLabel isSelected={isSelected}>{children}</TabLabel>}
    </AriaTab>
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
 * content (the first tab's in server HTML, before any choice is made). The others are empty, hidden and inert,
 * so pages carry no more than before and a panel's content mounts when its tab is chosen, as it always has.
 */
export function TabPanel({ id, children, className }: TabPanelProps) {
  const tabsId = useContext(TabsIdContext);
  // react-aria makes the panel a tab stop only while nothing inside it is one, and re-checks when a child's
  // `tabIndex` changes, but its observer filters on 'tabIndex' while HTML reports 'tabindex': a scroll region that
  // turns out to fit (and stops being a tab stop) left Tab skipping the panel. Re-rendering makes it re-check.
  const [, recheck] = useReducer((count: number) => count + 1, 0);
  const observeTabStops = useCallback((panel: HTMLDivElement | null) => {
    if (!panel) return undefined;
    const observer = new MutationObserver(() => recheck());
    observer.observe(panel, { subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, []);
  return (
    <AriaTabPanel
      ref={observeTabStops}
      id={id}
      shouldForceMount
      className={cx(styles.panel, className)}
      render={(props, { isInert }) => (
        <div
          {...props}
          id={panelIdOf(tabsId, id)}
          role="tabpanel"
          aria-labelledby={tabIdOf(tabsId, id)}
          hidden={Boolean(isInert)}
        />
      )}
    >
      {({ isInert }) => (isInert ? null : children)}
    </AriaTabPanel>
  );
}
