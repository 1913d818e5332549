// Redis's clock as seen from this process, so a deadline sent to Redis means the same moment there. It is anchored
// on the monotonic clock (performance.now), so a step of this machine's wall clock (an NTP correction, a VM waking)
// changes nothing, and measured again every CLOCK_CHECK_MS and whenever Redis calls a write late that was not,
// so a step of Redis's clock heals by itself.
import type { Redis } from 'ioredis';

const CLOCK_CHECK_MS = 30_000;

export interface RedisClock {
  /** Redis's time (ms since the epoch) at the moment `monotonicMs` (performance.now) names. */
  toRedis(monotonicMs: number): number;
  /** Measures again (once at a time); failures leave the last measurement. */
  measure(): Promise<void>;
  stop(): void;
}

export function createRedisClock(redis: Redis): RedisClock {
  // Until the first measurement: the wall clock.
  let anchorMonotonic = performance.now();
  let anchorRedis = Date.now();
  let measuring: Promise<void> | null = null;

  const measure = () => {
    measuring ??= (async () => {
      const sentAt = performance.now();
      const [seconds, micros] = await redis.time();
      anchorMonotonic = (sentAt + performance.now()) / 2;
      anchorRedis = Number(seconds) * 1000 + Number(micros) / 1000;
    })()
      .catch(() => undefined)
      .finally(() => {
        measuring = null;
      });
    return measuring;
  };
  const timer = setInterval(() => {
    if (redis.status === 'ready') void measure();
  }, CLOCK_CHECK_MS);
  timer.unref();

  return {
    toRedis: (monotonicMs) => anchorRedis + (monotonicMs - anchorMonotonic),
    measure,
    stop: () => clearInterval(timer),
  };
}
