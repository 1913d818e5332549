// Where a visitor left the results when they opened one: how many were shown and which was opened, kept for the
// tab (sessionStorage) so Back to the search shows as many again and puts focus on the result they opened. And how
// many a search's history entry showed, so a reload shows as many again.
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

/**
 * Keeps how many results this search's history entry shows in the entry's own state, so a reload (or Back to it
 * from another page) shows as many again; with the search's query string, should the entry later show another
 * search. The router's own keys in the state are kept.
 */
export function rememberShown(search: string, shown: number): void {
  try {
    window.history.replaceState({ ...(window.history.state ?? {}), [SHOWN_KEY]: { search, shown } }, '');
  } catch {
    // A state that cannot be written: the entry shows the first results again, which is still fine.
  }
}

/** How many results this history entry showed of the search `search`, or 0. */
export function shownBefore(search: string): number {
  const kept = (window.history.state as Record<string, unknown> | null)?.[SHOWN_KEY] as
    { search?: unknown; shown?: unknown } | undefined;
  const shown = kept?.search === search ? kept.shown : 0;
  return typeof shown === 'number' && Number.isInteger(shown) && shown > 0 ? shown : 0;
}
