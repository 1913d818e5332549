// The Redis store on a throwaway redis-server: the store contract, replicas sharing codes and limits, and an
// outage in the middle of a run (the server keeps serving pages, the code endpoints answer 503 at once, and
// everything works again by itself once Redis is back).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildServer } from '../src/app';
import { SENDS_PER_CONTACT } from '../src/api/otp';
import { json, sendAndRead } from './api-helpers';
import { withDeadline } from '../src/store/deadline';
import { createRedisStore } from '../src/store/redis-store';
import { withStoreDeadline } from '../src/store/request-deadline';
import type { Store } from '../src/store/store';
import { StoreUnavailableError } from '../src/store/store';
import { removeFixtureExport, writeFixtureExport } from './fixture';
import { startRedisServer } from './redis-server';
import type { RedisServer } from './redis-server';
import { storeContract } from './store-contract';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis.stop());

storeContract('redis', async () => ({
  store: createRedisStore(redis.url, { keyPrefix: `test:${randomUUID()}:` }),
  advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));

/** Resolves once `/healthz` reports the store as `store`, or fails after `timeoutMs`. */
async function waitForStore(app: FastifyInstance, store: 'up' | 'down', timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const health = (await app.inject('/healthz')).json();
    if (health.store === store) return health;
    if (Date.now() > until) throw new Error(`the store was not ${store} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the Redis store against its request’s deadline', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let store: Store;
  beforeEach(async () => {
    store = withDeadline(createRedisStore(redis.url, { keyPrefix: `test:${randomUUID()}:` }));
    expect(await store.ping()).toBe(true);
  });
  afterEach(() => store.close());

  it('takes a reply that arrived while the event loop was busy past the deadline', async () => {
    await store.set('k', 'v', 5_000);
    const read = withStoreDeadline(performance.now() + 50, () => store.get('k'));
    // Let the command go out, then keep the event loop busy well past the deadline, as a load spike does.
    await new Promise((resolve) => setImmediate(resolve));
    const busyUntil = Date.now() + 200;
    while (Date.now() < busyUntil);
    await expect(read).resolves.toBe('v');
  });

  it('keeps writing when this machine’s wall clock steps back or forward', async () => {
    const wallClock = Date.now;
    for (const step of [-5_000, 5_000]) {
      const spy = vi.spyOn(Date, 'now').mockImplementation(() => wallClock() + step);
      try {
        await withStoreDeadline(performance.now() + 500, () => store.set('stepped', String(step), 5_000));
        expect(await store.get('stepped')).toBe(String(step));
        expect(await store.ping()).toBe(true);
      } finally {
        spy.mockRestore();
      }
    }
  });

  it('gives up at the deadline while Redis stalls, and the write never lands when Redis catches up', async () => {
    const admin = new Redis(redis.url);
    onTestFinished(() => admin.quit().then(() => undefined));
    await admin.call('CLIENT', 'PAUSE', '600', 'WRITE');
    const started = Date.now();
    const writes = withStoreDeadline(performance.now() + 200, () => [
      store.increment('attempts', 60_000),
      store.set('written', 'yes', 60_000),
      store.putSecret('secret', { secret: 's', payload: 'p' }, 60_000),
    ]);
    for (const write of writes) await expect(write).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(600);
    await sleep(Math.max(0, started + 700 - Date.now()));
    expect(await store.get('written')).toBeNull();
    expect((await store.increment('attempts', 60_000)).count).toBe(1);
    const rules = { maxGuesses: 5, onMatch: { key: 'matched', ttlMs: 1_000 } };
    expect(await store.guessSecret('secret', 's', rules)).toBe('missing');
  });
});

describe('servers sharing Redis (REDIS_URL)', () => {
  const servers: FastifyInstance[] = [];
  const server = () => {
    const app = buildServer({ redisUrl: redis.url });
    servers.push(app);
    return app;
  };
  beforeEach(async () => {
    const admin = new Redis(redis.url);
    await admin.flushall();
    await admin.quit();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((app) => app.close()));
  });

  it('verifies a code through a second instance that another instance sent', async () => {
    const first = server();
    const second = server();
    await Promise.all([waitForStore(first, 'up'), waitForStore(second, 'up')]);
    const { requestId, code } = await sendAndRead(first, 'riley@example.com');
    const verified = await second.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
    expect(verified.json()).toEqual({ valid: true, result: 'matched' });
    // Single use holds across instances too.
    const again = await first.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
    expect(again.json()).toEqual({ valid: false, result: 'expired' });
  });

  it('counts the sends to one contact across instances', async () => {
    const first = server();
    const second = server();
    await Promise.all([waitForStore(first, 'up'), waitForStore(second, 'up')]);
    for (let i = 0; i < SENDS_PER_CONTACT; i += 1) {
      const via = i % 2 === 0 ? first : second;
      expect(
        (await via.inject({ url: '/api/otp/send', ...json({ contact: '0412000111' }) })).statusCode,
      ).toBe(200);
    }
    const over = await second.inject({ url: '/api/otp/send', ...json({ contact: '0412000111' }) });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a client’s requests across instances (the per-client limit lives in Redis)', async () => {
    const first = server();
    const second = server();
    await Promise.all([waitForStore(first, 'up'), waitForStore(second, 'up')]);
    const inbox = (app: FastifyInstance) => app.inject({ url: '/api/otp/inbox?contact=kim%40example.com' });
    const statuses: number[] = [];
    // The inbox allows 30 reads a minute per client: 15 through each instance, then one more.
    for (let i = 0; i < 15; i += 1)
      statuses.push((await inbox(first)).statusCode, (await inbox(second)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await inbox(first)).statusCode).toBe(429);
  });

  it('keeps serving pages through a Redis outage, answers 503 at once, and recovers by itself', async () => {
    const siteRoot = await writeFixtureExport();
    onTestFinished(() => removeFixtureExport(siteRoot));
    const app = buildServer({ redisUrl: redis.url, siteRoot });
    servers.push(app);
    await waitForStore(app, 'up');
    const before = await sendAndRead(app, 'jo@example.com');

    await redis.stop();
    expect(await waitForStore(app, 'down')).toMatchObject({ status: 'degraded', store: 'down' });
    for (const request of [
      { url: '/api/otp/send', ...json({ contact: 'jo@example.com' }) },
      { url: '/api/otp/verify', ...json(before) },
      { url: '/api/otp/inbox?contact=jo%40example.com' },
    ]) {
      const started = performance.now();
      const response = await app.inject(request);
      expect(performance.now() - started, request.url).toBeLessThan(1_000);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json().error.code).toBe('store_unavailable');
    }
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/nav-data/v1/config?variant=arhi')).statusCode).toBe(200);

    // A server started while Redis is down starts, and serves its pages.
    const startedDuringOutage = buildServer({ redisUrl: redis.url, siteRoot });
    servers.push(startedDuringOutage);
    await startedDuringOutage.ready();
    expect((await startedDuringOutage.inject('/about/team')).statusCode).toBe(200);

    await redis.start();
    expect(await waitForStore(app, 'up')).toMatchObject({ status: 'ok', store: 'up' });
    await waitForStore(startedDuringOutage, 'up');
    const after = await sendAndRead(startedDuringOutage, 'jo@example.com');
    const verified = await app.inject({ url: '/api/otp/verify', ...json(after) });
    expect(verified.json().valid).toBe(true);
  });
});
