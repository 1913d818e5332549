'use client';
// A value kept for the tab in sessionStorage, so a reload, Back and Forward (which mount a page afresh) find it
// again and nothing outlives the tab. Read as an external store: the server's HTML and hydration use the empty
// value, the stored one follows at once. Where storage is refused (some private modes) the value lives in memory
// for the page's life.
import { useSyncExternalStore } from 'react';

export interface SessionStore<T> {
  read: () => T;
  write: (next: T) => void;
  /** The value in a component, re-rendered on every write. */
  useValue: () => T;
}

/** `revive` turns what was stored (parsed JSON, possibly from an older shape) into a value. */
export function createSessionStore<T>(
  key: string,
  empty: T,
  revive: (stored: unknown) => T,
): SessionStore<T> {
  const listeners = new Set<() => void>();
  // Read from storage once; `loaded` rather than a null cache, so a store of values that may be null works too.
  let loaded = false;
  let cache: T = empty;

  const read = (): T => {
    if (loaded) return cache;
    loaded = true;
    try {
      const stored = sessionStorage.getItem(key);
      cache = stored === null ? empty : revive(JSON.parse(stored));
    } catch {
      cache = empty;
    }
    return cache;
  };

  const write = (next: T) => {
    loaded = true;
    cache = next;
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Refused storage: the copy in memory serves.
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return { read, write, useValue: () => useSyncExternalStore(subscribe, read, () => empty) };
}
