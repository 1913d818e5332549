// The one place the server keeps short-lived shared state (one-time codes, their attempt counts, the demo inbox,
// rate-limit counters). Every value expires. The default store is in this process's memory; a Redis store with
// the same contract lets any number of server replicas share the state.

export interface Store {
  /** Sets `key` to `value`, to expire after `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value, or null when it is missing or has expired. */
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /**
   * Adds one to the counter at `key` and returns the new count, atomically (two replicas never both read 1).
   * A missing counter starts at 1 and expires after `ttlMs`; counting again does not extend it.
   */
  increment(key: string, ttlMs: number): Promise<Counter>;
  /** Adds `value` to the front of the list at `key`, keeps the newest `max`, and expires the list after `ttlMs`. */
  pushRecent(key: string, value: string, max: number, ttlMs: number): Promise<void>;
  /** The list at `key`, newest first; empty when missing or expired. */
  list(key: string): Promise<string[]>;
  /** Whether the store answers now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface Counter {
  count: number;
  /** Milliseconds until the counter expires and counting starts again from 1. */
  resetInMs: number;
}

/** Thrown (or rejected) by a store that cannot answer: the API turns it into a 503. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
