// The one place the server keeps shared state (one-time codes and their attempts, verifications, the demo inbox,
// saved quotes, rate-limit counters). Every value expires. The default store is in this process's memory; a Redis
// store with the same contract lets any number of server replicas share the state. Every read-check-write is one
// operation of the store (take, increment, guessSecret), atomic in both, so concurrent callers on any number of
// replicas never both win.

export interface Store {
  /** Sets `key` to `value`, to expire after `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value, or null when it is missing or has expired. */
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** The value, deleted as it is read: of any number of concurrent callers, exactly one gets it. */
  take(key: string): Promise<string | null>;
  /**
   * Spends `key` for a write, as one step: when `key` holds `expected`, deletes it and sets `write.key` to
   * `write.value` for `write.ttlMs`, and answers true; otherwise changes nothing and answers false. Of any number of
   * concurrent callers, exactly one spends it; a caller that fails spends nothing.
   */
  redeem(
    key: string,
    expected: string,
    write: { key: string; value: string; ttlMs: number },
  ): Promise<boolean>;
  /**
   * Adds one to the counter at `key` and returns the new count, atomically (two replicas never both read 1).
   * A missing counter starts at 1 and expires after `ttlMs`; counting again does not extend it.
   */
  increment(key: string, ttlMs: number): Promise<Counter>;
  /**
   * Takes back one count from the counter at `key`, keeping its window (a request that counted and then did not
   * get what it counted for, such as a code that could not be delivered). A missing counter stays missing.
   */
  refund(key: string): Promise<void>;
  /** Adds `value` to the front of the list at `key`, keeps the newest `max`, and expires the list after `ttlMs`. */
  pushRecent(key: string, value: string, max: number, ttlMs: number): Promise<void>;
  /** The list at `key`, newest first; empty when missing or expired. */
  list(key: string): Promise<string[]>;
  /** Keeps a secret (a one-time code's hash) and what it vouches for (the contact it was sent to) for `ttlMs`. */
  putSecret(key: string, secret: SecretRecord, ttlMs: number): Promise<void>;
  /**
   * One guess at the secret at `key`, as one atomic step: counts the guess; on a match deletes the secret and keeps
   * its payload at `rules.onMatch.key` (so exactly one caller ever matches); on the `rules.maxGuesses`th wrong guess
   * forgets the secret and its payload and marks it used up: that guess and every later one, until it expires, answer
   * 'exhausted' without a comparison. 'missing' when there is no secret (never put, expired or matched).
   */
  guessSecret(key: string, guess: string, rules: GuessRules): Promise<GuessResult>;
  /** Whether the store answers now (and, for Redis, runs a write in time). */
  ping(): Promise<boolean>;
  /** What is wrong with how the store is set up (an old Redis, an evicting memory policy): logged, and in /healthz. */
  warnings(): readonly string[];
  close(): Promise<void>;
}

export interface Counter {
  count: number;
  /** Milliseconds until the counter expires and counting starts again from 1. */
  resetInMs: number;
}

export interface SecretRecord {
  secret: string;
  payload: string;
}

export interface GuessRules {
  maxGuesses: number;
  /** Where a matched secret's payload is kept, and for how long. */
  onMatch: { key: string; ttlMs: number };
}

export type GuessResult = 'matched' | 'mismatch' | 'exhausted' | 'missing';

/** Thrown (or rejected) by a store that cannot answer in time: the API turns it into a 503. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
