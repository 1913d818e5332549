// The store in this process's memory: the default, with nothing to install. Expired entries are dropped when
// read, and swept now and then so an idle key does not stay in memory forever.
import type { Store } from './store';

interface Entry {
  value: string | string[];
  expiresAt: number;
}

const SWEEP_EVERY_WRITES = 1000;

export function createMemoryStore({ now = Date.now }: { now?: () => number } = {}): Store {
  const entries = new Map<string, Entry>();
  let writes = 0;

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const written = () => {
    writes += 1;
    if (writes % SWEEP_EVERY_WRITES !== 0) return;
    for (const key of [...entries.keys()]) live(key);
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
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      written();
      return count;
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
