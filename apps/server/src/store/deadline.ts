// A store whose every call settles within a deadline: a store that hangs (Redis paused, a network partition)
// turns into StoreUnavailableError, so a request answers 503 rather than wait with it.
import type { Store } from './store';
import { StoreUnavailableError } from './store';

function withinDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError('deadline passed')), deadlineMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function withDeadline(store: Store, deadlineMs: number): Store {
  return {
    set: (key, value, ttlMs) => withinDeadline(store.set(key, value, ttlMs), deadlineMs),
    get: (key) => withinDeadline(store.get(key), deadlineMs),
    delete: (key) => withinDeadline(store.delete(key), deadlineMs),
    increment: (key, ttlMs) => withinDeadline(store.increment(key, ttlMs), deadlineMs),
    pushRecent: (key, value, max, ttlMs) =>
      withinDeadline(store.pushRecent(key, value, max, ttlMs), deadlineMs),
    list: (key) => withinDeadline(store.list(key), deadlineMs),
    ping: () => withinDeadline(store.ping(), deadlineMs).catch(() => false),
    close: () => store.close(),
  };
}
