// Rate-limit counters in the Store, for @fastify/rate-limit: with Redis configured, every replica counts a
// client's requests together, so a limit holds however many replicas serve the site.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Store } from './store';

/** What the plugin hands `child`: the merged limit settings, with the route they apply to. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A store class for the plugin's `store` option; each route (or `createRateLimit`) counts under its own key. */
export function rateLimitStoreOn(store: Store): FastifyRateLimitStoreCtor {
  class RateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the first with its settings, which this store does not need. */
    constructor(
      _settings?: unknown,
      private readonly namespace = 'ratelimit:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.increment(`${this.namespace}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as ChildOptions).routeInfo ?? {};
      return new RateLimitStore(undefined, `${this.namespace}${String(method)}${url}:`);
    }
  }
  return RateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
