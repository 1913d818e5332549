// Where a visitor left the results when they opened one: how many were shown and which was opened, kept for the
// tab (sessionStorage) so Back to the search shows as many again and puts focus on the result they opened. And how
// many a search's history entry showed and how far down it was scrolled, so a reload shows as many again, there.
const KEY = 'site-search:return';

export interface ReturnPoint {
  /** The query string of the search (`?q=claim&section=Travel`). */
  search: string;
  shown: number;
  opened: number;
}

export function saveReturnPoint(point: ReturnPoint): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(point));
  } catch {
    // Storage may be full or switched off: Back then shows the first results, which is still fine.
  }
}

/** The return point saved for this search, used once: it is forgotten as it is read. */
export function takeReturnPoint(search: string): ReturnPoint | null {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (saved === null) return null;
    const point = JSON.parse(saved) as Partial<ReturnPoint>;
    if (point.search !== search) return null;
    sessionStorage.removeItem(KEY);
    const whole = (value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
    return { search, shown: whole(point.shown), opened: whole(point.opened) };
  } catch {
    return null;
  }
}

const SHOWN_KEY = 'siteSearchShown';
const SCROLL_KEY = 'siteSearchScroll';

/** Writes `value` under `key` in this history entry's own state, keeping the router's keys and any other. */
function keepInEntry(key: string, value: Record<string, string | number> & { search: string }): void {
  try {
    window.history.replaceState({ ...(window.history.state ?? {}), [key]: value }, '');
  } catch {
    // A state that cannot be written: the entry is shown as a new one would be, which is still fine.
  }
}

/** The whole number above 0 kept under `key` in this history entry's state for the search `search`, or 0. */
function keptInEntry(key: string, field: string, search: string): number {
  const kept = (window.history.state as Record<string, unknown> | null)?.[key] as
    Record<string, unknown> | undefined;
  const value = kept?.search === search ? kept[field] : 0;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Keeps how many results this search's history entry shows in the entry's own state, so a reload (or Back to it
 * from another page) shows as many again; with the search's query string, should the entry later show another
 * search. The router's own keys in the state are kept.
 */
export function rememberShown(search: string, shown: number): void {
  keepInEntry(SHOWN_KEY, { search, shown });
}

/** How many results this history entry showed of the search `search`, or 0. */
export function shownBefore(search: string): number {
  return keptInEntry(SHOWN_KEY, 'shown', search);
}

/** Keeps how far down this search's history entry was scrolled (in CSS pixels), as `rememberShown` keeps its count. */
export function rememberScroll(search: string, y: number): void {
  keepInEntry(SCROLL_KEY, { search, y: Math.round(y) });
}

/** How far down this history entry was scrolled while it showed the search `search`, or 0 (the top). */
export function scrollBefore(search: string): number {
  return keptInEntry(SCROLL_KEY, 'y', search);
}
