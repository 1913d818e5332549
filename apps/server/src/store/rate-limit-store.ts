// Rate-limit counters in the Store, for @fastify/rate-limit: with Redis configured, every replica counts a
// client's requests together, so a limit holds however many replicas serve the site.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Store } from './store';

/** What the plugin hands `child`: the merged limit settings, with the route they apply to. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

const NAMESPACE = 'ratelimit:';

/**
 * Where the counter of `key` (the plugin's key: the client's address, or a route's own key) is kept for a route's
 * limit (`route` as the plugin names it) or for a `createRateLimit` limit (`route` empty): to take a count back.
 */
export const counterKey = (
  { method = '', url = '' }: ChildOptions['routeInfo'] & object,
  key: string,
): string => `${NAMESPACE}${String(method)}${url}:${key}`;

/** A store class for the plugin's `store` option; each route (or `createRateLimit`) counts under its own key. */
export function rateLimitStoreOn(store: Store): FastifyRateLimitStoreCtor {
  class RateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the first with its settings, which this store does not need. */
    constructor(
      _settings?: unknown,
      private readonly namespace = NAMESPACE,
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
      return new RateLimitStore(undefined, counterKey((options as ChildOptions).routeInfo ?? {}, ''));
    }
  }
  return RateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
