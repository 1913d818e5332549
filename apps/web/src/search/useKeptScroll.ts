// A search's place on the page, back once its results are drawn. The browser puts back how far down a reload was
// scrolled (and Back's and Forward's between searches) as the page arrives, before the search's own results are
// drawn: with the ten the server wrote where the visitor had shown twenty, it stops short, and its scroll anchoring
// then keeps the footer in view as the rest arrive above it. So the page keeps its position in the history entry's
// state as the visitor scrolls, and goes back there itself once the entry's results are drawn, unless the visitor
// has scrolled, tapped or pressed a key meanwhile, before the script ran or since (their move wins, as it does over
// the browser's own restoring).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { rememberScroll, scrollBefore } from './return-point';

/** A position is kept once scrolling has stopped this long: browsers limit how often history may be written. */
const SETTLED_MS = 150;
/** What a visitor does to move about the page themselves. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export interface KeptScroll {
  /** To call once the search's results are drawn: goes back to the position kept when the entry was arrived at. */
  restore: () => void;
  /** To call before the page adds a history entry of its own: keeps the position for the entry it leaves. */
  keep: () => void;
}

/** How near a position counts as the same one (a browser may round a restored position). */
const SAME_PX = 2;

/**
 * Whether the page is where a browser puts it for an entry kept at `kept` (the top, not restored yet; `kept`
 * itself; or as far down as the page then goes, short of it), as the page comes alive. Anywhere else, the visitor
 * has moved it themselves before this script ran, and their place is kept.
 */
function unmoved(kept: number): boolean {
  const y = window.scrollY;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  return y === 0 || Math.abs(y - kept) <= SAME_PX || y >= bottom - SAME_PX;
}

/** Keeps this page's scroll position for its search (`search`, the query string) in its history entry. */
export function useKeptScroll(search: string): KeptScroll {
  // Where to go once the results are drawn, read as the entry is arrived at; null once gone there, or not wanted.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    const kept = search === '' ? 0 : scrollBefore(search);
    pending.current = kept > 0 && unmoved(kept) ? kept : null;
  }, [search]);

  const keep = useCallback(() => {
    // Not while a position waits to be gone back to: the browser's own restoring must not overwrite it.
    if (pending.current === null) rememberScroll(window.location.search, window.scrollY);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A position not yet kept is kept as the page unloads too (a reload straight after scrolling). Only then: a
    // `beforeunload` listener keeps a page out of some browsers' back-forward cache. (A history entry's state
    // written in `pagehide` is lost on a reload.)
    const settle = () => {
      clearTimeout(timer);
      window.removeEventListener('beforeunload', settle);
      keep();
    };
    const scrolled = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLED_MS);
      window.addEventListener('beforeunload', settle);
    };
    const visitorMoved = () => {
      pending.current = null;
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    for (const type of VISITOR_MOVES)
      window.addEventListener(type, visitorMoved, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeunload', settle);
      window.removeEventListener('scroll', scrolled);
      for (const type of VISITOR_MOVES) window.removeEventListener(type, visitorMoved, { capture: true });
    };
  }, [keep]);

  const restore = useCallback(() => {
    const y = pending.current;
    pending.current = null;
    if (y !== null) window.scrollTo({ top: y, behavior: 'instant' });
  }, []);

  return useMemo(() => ({ restore, keep }), [restore, keep]);
}
