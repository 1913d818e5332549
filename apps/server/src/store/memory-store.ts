// The store in this process's memory: the default, with nothing to install. Expired entries are dropped when
// read, and swept whenever the map has doubled since the last sweep, so an idle key does not stay in memory
// forever and sweeping costs a constant amount per write however many keys there are.
import type { Store } from './store';

interface Entry {
  value: string | string[];
  expiresAt: number;
}

const MIN_SWEEP_SIZE = 1000;

export function createMemoryStore({ now = Date.now }: { now?: () => number } = {}): Store {
  const entries = new Map<string, Entry>();
  let sweepAt = MIN_SWEEP_SIZE;

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const written = () => {
    if (entries.size < sweepAt) return;
    for (const key of [...entries.keys()]) live(key);
    sweepAt = Math.max(MIN_SWEEP_SIZE, entries.size * 2);
  };

  return {
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
      written();
    },
    async get(key) {
      const value = live(key)?.value;
      return typeof value === 'string' ? value : null;
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      const count = (entry ? Number(entry.value) : 0) + 1;
      const expiresAt = entry?.expiresAt ?? now() + ttlMs;
      entries.set(key, { value: String(count), expiresAt });
      written();
      return { count, resetInMs: expiresAt - now() };
    },
    async pushRecent(key, value, max, ttlMs) {
      const current = live(key)?.value;
      const list = Array.isArray(current) ? current : [];
      entries.set(key, { value: [value, ...list].slice(0, max), expiresAt: now() + ttlMs });
      written();
    },
    async list(key) {
      const value = live(key)?.value;
      return Array.isArray(value) ? [...value] : [];
    },
    async ping() {
      return true;
    },
    async close() {
      entries.clear();
    },
  };
}
