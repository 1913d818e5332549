// A store whose every call settles by the current request's deadline (request-deadline.ts): a store that hangs
// (Redis paused, a network partition) turns into StoreUnavailableError, so the request answers 503 rather than
// wait with it.
import type { Store } from './store';
import { StoreUnavailableError } from './store';
import { storeDeadline } from './request-deadline';

function byDeadline<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const giveUp = () => settle(() => reject(new StoreUnavailableError('deadline passed')));
    // The timer can fire late, after the event loop was busy: a reply that arrived meanwhile is waiting on the
    // socket, and is read before setImmediate's callback runs. So the answer is taken if it is there.
    const timer = setTimeout(() => setImmediate(giveUp), Math.max(0, storeDeadline() - performance.now()));
    work.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

export function withDeadline(store: Store): Store {
  return {
    set: (key, value, ttlMs) => byDeadline(store.set(key, value, ttlMs)),
    get: (key) => byDeadline(store.get(key)),
    delete: (key) => byDeadline(store.delete(key)),
    take: (key) => byDeadline(store.take(key)),
    redeem: (key, expected, write) => byDeadline(store.redeem(key, expected, write)),
    increment: (key, ttlMs) => byDeadline(store.increment(key, ttlMs)),
    refund: (key) => byDeadline(store.refund(key)),
    pushRecent: (key, value, max, ttlMs) => byDeadline(store.pushRecent(key, value, max, ttlMs)),
    list: (key) => byDeadline(store.list(key)),
    putSecret: (key, secret, ttlMs) => byDeadline(store.putSecret(key, secret, ttlMs)),
    guessSecret: (key, guess, rules) => byDeadline(store.guessSecret(key, guess, rules)),
    ping: () => byDeadline(store.ping()).catch(() => false),
    warnings: () => store.warnings(),
    close: () => store.close(),
  };
}
