// The Redis store on a throwaway redis-server: the store contract, replicas sharing codes and limits, and an
// outage in the middle of a run (the server keeps serving pages, the code endpoints answer 503 at once, and
// everything works again by itself once Redis is back).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildServer } from '../src/app';
import { SENDS_PER_CONTACT } from '../src/api/otp';
import { createRedisStore } from '../src/store/redis-store';
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

const json = (payload: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

async function sendAndRead(app: FastifyInstance, contact: string) {
  const sent = await app.inject({ url: '/api/otp/send', ...json({ contact }) });
  expect(sent.statusCode).toBe(200);
  const inbox = await app.inject({ url: `/api/otp/inbox?contact=${encodeURIComponent(contact)}` });
  const code = /code is (\d{6})/.exec(inbox.json().messages[0].text)![1]!;
  return { requestId: sent.json().requestId as string, code };
}

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
    expect(await waitForStore(app, 'down')).toEqual({ status: 'degraded', store: 'down' });
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
    expect(await waitForStore(app, 'up')).toEqual({ status: 'ok', store: 'up' });
    await waitForStore(startedDuringOutage, 'up');
    const after = await sendAndRead(startedDuringOutage, 'jo@example.com');
    const verified = await app.inject({ url: '/api/otp/verify', ...json(after) });
    expect(verified.json().valid).toBe(true);
  });
});
