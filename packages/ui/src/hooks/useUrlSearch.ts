// The page's query string as React state, for choices a visitor should be able to share, reload and come back to
// (a filter, a price choice). Reading is `useSyncExternalStore` on `location.search`: the server and the hydrating
// render see '' (the defaults), the browser then the real query. Writing replaces the history entry, so typing
// never floods the back button (or adds one, for a choice worth going back to, such as a submitted search), and
// tells every reader at once; Back and Forward (popstate) do the same.
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

// The Navigation API also reports the app router's own history changes (a link to this page without its query),
// which neither popstate nor our writes would; browsers without it still get the other two.
const navigationApi = () => (window as { navigation?: EventTarget }).navigation;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  navigationApi()?.addEventListener('currententrychange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    navigationApi()?.removeEventListener('currententrychange', listener);
  };
}

const clientSearch = () => window.location.search;
const serverSearch = () => '';

/** Values to set; `null` or `''` removes the parameter. */
export type UrlSearchUpdate = Record<string, string | null>;

/** How a change is recorded: in place of the current history entry, or as a new one Back returns from. */
export type UrlSearchHistory = 'replace' | 'push';

/** Writes `update` into the current URL's query string (replaceState) and notifies every `useUrlSearch`. */
export function replaceUrlSearch(update: UrlSearchUpdate, history: UrlSearchHistory = 'replace'): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(update)) {
    if (value === null || value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  // A list (`products=a,b`) keeps its commas, as a link to it writes them: they need no escaping in a query, and
  // an address to share reads better without `%2C`.
  url.search = url.search.replace(/%2C/gi, ',');
  if (url.href === window.location.href) return;
  // A router that patches history to learn of addresses written by others (Next's App Router, once its root has
  // mounted) takes a write carrying its own entry's state for one of its own and does not learn the new address, so
  // a later render of the router would put the old query back: to it, write a fresh state (it copies its own
  // internals in). Before it has patched (the effects of a page's first render run before the router's), keep the
  // entry's state: its Back needs the internals there.
  const routerPatched =
    window.history.replaceState !== History.prototype.replaceState ||
    window.history.pushState !== History.prototype.pushState;
  const state: unknown = routerPatched ? null : window.history.state;
  if (history === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
  for (const listener of listeners) listener();
}

/** The current query string ('?a=1', or '' on the server) and a function that updates it. */
export function useUrlSearch(): [
  search: string,
  update: (update: UrlSearchUpdate, history?: UrlSearchHistory) => void,
] {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const update = useCallback(
    (values: UrlSearchUpdate, history?: UrlSearchHistory) => replaceUrlSearch(values, history),
    [],
  );
  return [search, update];
}
