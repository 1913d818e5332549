'use client';
// Makes content that appears after the page has loaded speak, and leaves content that was in the page's HTML
// silent. Content rendered on the server stays as it is, outside any live region, so a screen reader meets it
// in reading order and nothing is read out at load. Content mounted later (a state change, a client-side
// navigation) first renders an empty live region, then moves in once the region is in the accessibility tree:
// screen readers announce changes to a live region, not a region that arrives already filled.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../hooks';
import styles from './AnnounceOnAppear.module.css';

export type Politeness = 'polite' | 'assertive';

/**
 * Long enough for browsers to expose the new, empty region before its content arrives (React Aria waits the
 * same 100ms for its announcer), short enough that nobody sees the wait.
 */
export const ANNOUNCE_DELAY_MS = 100;

export interface AnnounceOnAppearProps {
  /** polite waits for the screen reader to finish (role status); assertive interrupts it (role alert). */
  politeness: Politeness;
  children: ReactNode;
}

export function AnnounceOnAppear({ politeness, children }: AnnounceOnAppearProps) {
  const renderedAfterLoad = useHydrated();
  // Decided once, on the first render: hydrating the server's HTML means the content was there at load.
  const [appearedAfterLoad] = useState(renderedAfterLoad);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (!appearedAfterLoad) return undefined;
    const timer = window.setTimeout(() => setFilled(true), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [appearedAfterLoad]);

  if (!appearedAfterLoad) return children;
  return (
    <div
      className={styles.region}
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
    >
      {filled ? children : null}
    </div>
  );
}
