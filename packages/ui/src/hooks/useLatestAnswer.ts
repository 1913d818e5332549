// The answer to the latest question only: asks once per key (after `delayMs` of quiet, when set), aborts the
// request for a key as soon as the key changes or the component leaves, and never lets a slow answer to an older
// key stand for a newer one. One home for what the address search, the locality check and the price fetch need.
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export type Answer<T> = { key: string; ok: true; value: T } | { key: string; ok: false; error: unknown };

export interface LatestAnswer<T> {
  /** The answer to the current key; null while it is on its way (or there is no question). */
  current: Answer<T> | null;
  /** The newest answer that came back well, whatever its key: what to show while the next one is awaited. */
  lastGood: { key: string; value: T } | null;
}

/**
 * `key` names the question (null: nothing to ask); `ask` answers it, giving up when the signal aborts. Changing
 * `ask` alone does not ask again: the key says when the question changed.
 */
export function useLatestAnswer<T>(
  key: string | null,
  ask: (signal: AbortSignal) => Promise<T>,
  delayMs = 0,
): LatestAnswer<T> {
  const [latest, setLatest] = useState<Answer<T> | null>(null);
  const [lastGood, setLastGood] = useState<{ key: string; value: T } | null>(null);

  const start = useEffectEvent((asked: string, signal: AbortSignal) => {
    ask(signal).then(
      (value) => {
        if (signal.aborted) return;
        setLatest({ key: asked, ok: true, value });
        setLastGood({ key: asked, value });
      },
      (error: unknown) => {
        if (!signal.aborted) setLatest({ key: asked, ok: false, error });
      },
    );
  });

  // The key once it has been quiet for `delayMs`; a question is asked only when that has caught up with the key.
  const settledKey = useDebouncedValue(key, delayMs);
  useEffect(() => {
    if (key === null || settledKey !== key) return undefined;
    const controller = new AbortController();
    start(key, controller.signal);
    return () => controller.abort();
  }, [key, settledKey]);

  return { current: latest?.key === key ? latest : null, lastGood };
}
