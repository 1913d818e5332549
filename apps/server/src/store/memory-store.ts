// The store in this process's memory: the default, with nothing to install, right for one process. It holds at most
// MEMORY_STORE_MAX_ENTRIES entries (an LRU cache with a time to live per entry). Expired entries are dropped first:
// when the cache is full (at most once per PURGE_INTERVAL_MS, so a full cache costs no sweep per write). Only when
// the live entries alone pass the cap does the least recently used one go, so a flood of distinct clients or
// contacts costs a bounded amount of memory, at the price of forgetting old counters, codes and quotes early. More than one replica, or anything that must outlive a restart, needs
// Redis. Each operation runs to completion without awaiting, so every read-check-write is atomic here.
import { timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Perf } from 'lru-cache';
import type { GuessResult, Store } from './store';

/** The cap: each one-time code sent costs about four entries (the code, its inbox, the client's and the contact's counts). */
export const MEMORY_STORE_MAX_ENTRIES = 100_000;

/** How often, at most, a full cache is swept for expired entries. */
const PURGE_INTERVAL_MS = 1_000;

interface Secret {
  secret: string;
  payload: string;
  guesses: number;
  /** The guesses ran out: the secret and payload are gone. */
  exhausted?: true;
}
type Entry = string | string[] | Secret;

const equalSecrets = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface MemoryStoreOptions {
  /** The clock (milliseconds); tests move it forward. */
  now?: () => number;
  maxEntries?: number;
}

export interface MemoryStore extends Store {
  /** How many entries are held now (expired ones may still count until they are read or pushed out). */
  size(): number;
}

export function createMemoryStore({
  now = () => performance.now(),
  maxEntries = MEMORY_STORE_MAX_ENTRIES,
}: MemoryStoreOptions = {}): MemoryStore {
  // lru-cache reads a start time of 0 as 'no time to live': the clock starts at 1 at the earliest.
  const perf: Perf = { now: () => now() + 1 };
  const cache = new LRUCache<string, Entry>({ max: maxEntries, ttl: 0, ttlResolution: 0, perf });
  const remaining = (key: string) => Math.max(0, Math.round(cache.getRemainingTTL(key)));
  let purgedAt = -Infinity;
  /** The cache, swept of expired entries first when it is full and has not been swept for a while. */
  const entries = {
    get: (key: string) => cache.get(key),
    delete: (key: string) => cache.delete(key),
    clear: () => cache.clear(),
    set(key: string, value: Entry, options: { ttl?: number; noUpdateTTL?: boolean }) {
      if (cache.size >= maxEntries && !cache.has(key) && now() - purgedAt >= PURGE_INTERVAL_MS) {
        purgedAt = now();
        cache.purgeStale();
      }
      cache.set(key, value, options);
    },
  };

  return {
    async set(key, value, ttlMs) {
      entries.set(key, value, { ttl: ttlMs });
    },
    async get(key) {
      const value = entries.get(key);
      return typeof value === 'string' ? value : null;
    },
    async delete(key) {
      entries.delete(key);
    },
    async take(key) {
      const value = entries.get(key);
      entries.delete(key);
      return typeof value === 'string' ? value : null;
    },
    async redeem(key, expected, write) {
      if (entries.get(key) !== expected) return false;
      entries.delete(key);
      entries.set(write.key, write.value, { ttl: write.ttlMs });
      return true;
    },
    async increment(key, ttlMs) {
      const value = entries.get(key);
      if (typeof value !== 'string') {
        entries.set(key, '1', { ttl: ttlMs });
        return { count: 1, resetInMs: ttlMs };
      }
      const count = Number(value) + 1;
      // Counting again keeps the window the first count opened.
      entries.set(key, String(count), { noUpdateTTL: true });
      return { count, resetInMs: remaining(key) };
    },
    async refund(key) {
      const value = entries.get(key);
      if (typeof value !== 'string' || Number(value) < 1) return;
      entries.set(key, String(Number(value) - 1), { noUpdateTTL: true });
    },
    async pushRecent(key, value, max, ttlMs) {
      const current = entries.get(key);
      const list = Array.isArray(current) ? current : [];
      entries.set(key, [value, ...list].slice(0, max), { ttl: ttlMs });
    },
    async list(key) {
      const value = entries.get(key);
      return Array.isArray(value) ? [...value] : [];
    },
    async putSecret(key, { secret, payload }, ttlMs) {
      entries.set(key, { secret, payload, guesses: 0 }, { ttl: ttlMs });
    },
    async guessSecret(key, guess, { maxGuesses, onMatch }): Promise<GuessResult> {
      const record = entries.get(key);
      if (record === undefined || typeof record === 'string' || Array.isArray(record)) return 'missing';
      if (record.exhausted) return 'exhausted';
      record.guesses += 1;
      if (equalSecrets(record.secret, guess)) {
        entries.delete(key);
        entries.set(onMatch.key, record.payload, { ttl: onMatch.ttlMs });
        return 'matched';
      }
      if (record.guesses >= maxGuesses) {
        // Kept, used up, until it expires: later guesses are told so, and nothing is left to compare them with.
        entries.set(
          key,
          { secret: '', payload: '', guesses: record.guesses, exhausted: true },
          { noUpdateTTL: true },
        );
        return 'exhausted';
      }
      return 'mismatch';
    },
    async ping() {
      return true;
    },
    warnings: () => [],
    async close() {
      entries.clear();
    },
    size: () => cache.size,
  };
}
