// The store in Redis (REDIS_URL), so any number of server replicas share codes, attempts, quotes and rate-limit
// counters. Every key has a TTL. Every write is a Lua script (redis-scripts.ts): atomic, and carrying its request's
// deadline, after which it does nothing. Commands wait for the first connection (up to a second), so a server that
// has just started does not fail its first requests. After that, while Redis is unreachable, commands fail at once
// rather than queue (no offline queue, no retry), so a request gets its 503 straight away; the client keeps
// reconnecting, and the store works again as soon as Redis is back.
import { Redis } from 'ioredis';
import type { Counter, GuessResult, Store } from './store';
import { StoreUnavailableError } from './store';
import { STORE_BUDGET_MS, storeDeadline } from './request-deadline';
import { SCRIPTS } from './redis-scripts';
import type { ScriptName } from './redis-scripts';
import { createRedisClock } from './redis-clock';
import { redisSetupWarnings } from './redis-setup';

export interface StoreLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RedisStoreOptions {
  /** Put before every key (REDIS_KEY_PREFIX), so several environments (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** Told when the connection is lost and when it is back (once per change), and what is wrong with the setup. */
  log?: StoreLog;
}

/** Reconnect quickly at first, then once a second: service returns within a second of Redis returning. */
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 100, 1_000);
const CONNECT_TIMEOUT_MS = 1_000;
/**
 * ioredis's own bound on any command, a backstop well past a request's deadline: the request's deadline decides
 * when it answers 503 (withDeadline), and this only keeps a command that never gets a reply from waiting forever.
 */
const COMMAND_TIMEOUT_MS = 2 * STORE_BUDGET_MS;
/** A write must run this long before its request's deadline, so its reply has time to come back. */
const REPLY_MARGIN_MS = 50;

type ScriptCall = (...keysAndArgs: (string | number)[]) => Promise<unknown>;

export function createRedisStore(url: string, { keyPrefix = '', log }: RedisStoreOptions = {}): Store {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelayMs,
  });
  for (const [name, definition] of Object.entries(SCRIPTS)) redis.defineCommand(name, definition);

  let lost = false;
  let warnings: string[] = [];
  const clock = createRedisClock(redis);

  /** On every (re)connection: measure Redis's clock and check the setup. */
  const prepare = async () => {
    await clock.measure();
    const found = redisSetupWarnings(await redis.info());
    if (found.join() !== warnings.join()) for (const warning of found) log?.warn(warning);
    warnings = found;
  };
  let prepared: Promise<void> | null = null;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log?.warn(`Redis store unavailable: ${error.message}`);
  });
  redis.on('ready', () => {
    if (lost) log?.info('Redis store available again');
    lost = false;
    prepared = prepare().catch((error: unknown) => {
      log?.warn(
        `Redis setup could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  });
  const firstReady = new Promise<void>((resolve) => redis.once('ready', () => resolve()));

  const connected = async () => {
    if (prepared) return prepared;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no connection to Redis yet')), CONNECT_TIMEOUT_MS);
    });
    await Promise.race([firstReady, timeout]).finally(() => clearTimeout(timer));
    await prepared;
  };

  /** Runs a command, turning any client error (not connected, connection lost, timed out) into StoreUnavailableError. */
  const command = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      await connected();
      return await work();
    } catch (error) {
      throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
    }
  };

  /**
   * Runs a write script with the request's deadline; one that reached Redis too late did nothing and is an
   * outage. Redis calling a write late before its deadline here means the clocks moved apart: measure again.
   */
  const writeScript = async (name: ScriptName, keys: string[], ...args: (string | number)[]) => {
    const deadline = storeDeadline() - REPLY_MARGIN_MS;
    const reply = await command(() => {
      const inRedisTime = Math.floor(clock.toRedis(deadline));
      return (redis as unknown as Record<ScriptName, ScriptCall>)[name](...keys, inRedisTime, ...args);
    });
    if (reply === 'late') {
      if (performance.now() < deadline) void clock.measure();
      throw new StoreUnavailableError('the write reached Redis after its deadline');
    }
    return reply;
  };

  return {
    async set(key, value, ttlMs) {
      await writeScript('storeSet', [key], value, ttlMs);
    },
    get: (key) => command(() => redis.get(key)),
    async delete(key) {
      await writeScript('storeDelete', [key]);
    },
    async take(key) {
      const [value] = (await writeScript('storeTake', [key])) as [string | null];
      return value ?? null;
    },
    async redeem(key, expected, write) {
      return (await writeScript('storeRedeem', [key, write.key], expected, write.value, write.ttlMs)) === 1;
    },
    async increment(key, ttlMs): Promise<Counter> {
      const [count, resetInMs] = (await writeScript('storeIncrement', [key], ttlMs)) as [number, number];
      return { count: Number(count), resetInMs: Math.max(0, Number(resetInMs)) };
    },
    async refund(key) {
      await writeScript('storeRefund', [key]);
    },
    async pushRecent(key, value, max, ttlMs) {
      await writeScript('storePushRecent', [key], value, max, ttlMs);
    },
    list: (key) => command(() => redis.lrange(key, 0, -1)),
    async putSecret(key, { secret, payload }, ttlMs) {
      await writeScript('storePutSecret', [key], secret, payload, ttlMs);
    },
    async guessSecret(key, guess, { maxGuesses, onMatch }) {
      return (await writeScript(
        'storeGuessSecret',
        [key, onMatch.key],
        guess,
        maxGuesses,
        onMatch.ttlMs,
      )) as GuessResult;
    },
    async ping() {
      try {
        return (await writeScript('storePing', [])) === 'ok';
      } catch {
        return false;
      }
    },
    warnings: () => warnings,
    async close() {
      clock.stop();
      // quit() waits for Redis to answer; with Redis down there is nothing to say goodbye to.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
