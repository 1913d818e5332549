// The store in Redis (REDIS_URL), so any number of server replicas share codes, attempts and rate-limit counters.
// Every key has a TTL; counting is one MULTI (INCR, PEXPIRE NX, PTTL), so two replicas never both read 1.
// Commands wait for the first connection (up to a second), so a server that has just started does not fail its
// first requests. After that, while Redis is unreachable, commands fail at once rather than queue (no offline
// queue, no retry), so a request gets its 503 straight away; the client keeps reconnecting, and the store works
// again as soon as Redis is back.
import { Redis } from 'ioredis';
import type { Counter, Store } from './store';
import { StoreUnavailableError } from './store';

export interface StoreLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RedisStoreOptions {
  /** Put before every key, so several sites (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** Told when the connection is lost and when it is back; once per change, not once per retry. */
  log?: StoreLog;
}

/** Reconnect quickly at first, then once a second: service returns within a second of Redis returning. */
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 100, 1_000);
const CONNECT_TIMEOUT_MS = 1_000;

export function createRedisStore(url: string, { keyPrefix = '', log }: RedisStoreOptions = {}): Store {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: reconnectDelayMs,
  });
  let lost = false;
  let connectedOnce = false;
  const firstConnection = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log?.warn(`Redis store unavailable: ${error.message}`);
  });
  redis.on('ready', () => {
    connectedOnce = true;
    if (lost) log?.info('Redis store available again');
    lost = false;
  });

  const connected = async () => {
    if (connectedOnce) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no connection to Redis yet')), CONNECT_TIMEOUT_MS);
    });
    await Promise.race([firstConnection, timeout]).finally(() => clearTimeout(timer));
  };

  /** Runs a command, turning any client error (not connected, connection lost) into StoreUnavailableError. */
  const command = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      await connected();
      return await work();
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  };
  /** The replies of a MULTI, or StoreUnavailableError when it was discarded or a command in it failed. */
  const transaction = async (queued: ReturnType<Redis['multi']>): Promise<unknown[]> => {
    const replies = await command(() => queued.exec());
    if (!replies) throw new StoreUnavailableError('transaction discarded');
    return replies.map(([error, reply]) => {
      if (error) throw new StoreUnavailableError(error);
      return reply;
    });
  };

  return {
    async set(key, value, ttlMs) {
      await command(() => redis.set(key, value, 'PX', ttlMs));
    },
    get: (key) => command(() => redis.get(key)),
    async delete(key) {
      await command(() => redis.del(key));
    },
    async increment(key, ttlMs): Promise<Counter> {
      const [count, , resetInMs] = await transaction(
        redis.multi().incr(key).pexpire(key, ttlMs, 'NX').pttl(key),
      );
      return { count: Number(count), resetInMs: Math.max(0, Number(resetInMs)) };
    },
    async pushRecent(key, value, max, ttlMs) {
      await transaction(
        redis
          .multi()
          .lpush(key, value)
          .ltrim(key, 0, max - 1)
          .pexpire(key, ttlMs),
      );
    },
    list: (key) => command(() => redis.lrange(key, 0, -1)),
    async ping() {
      try {
        return (await command(() => redis.ping())) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      // quit() waits for Redis to answer; with Redis down there is nothing to say goodbye to.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
