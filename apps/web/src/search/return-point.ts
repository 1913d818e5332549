// Where a visitor left the results when they opened one: how many were shown and which was opened, kept for the
// tab (sessionStorage) so Back to the search shows as many again and puts focus on the result they opened.
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
