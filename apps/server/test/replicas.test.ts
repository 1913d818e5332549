// Two server instances on one throwaway redis-server, as replicas run in production: concurrent requests racing for
// one code, one verification or one code's attempts, split over both; a Redis that stalls mid-request; two
// environments sharing one Redis by key prefix; quotes that outlive a Redis restart; the setup checks.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { products } from '@ds/product/data';
import { buildServer } from '../src/app';
import { OTP_MAX_ATTEMPTS } from '../src/otp/otp-service';
import { STORE_BUDGET_MS } from '../src/store/request-deadline';
import { anApplication, json, sendAndRead, singleAnswers, verifiedRequestId, wrongCode } from './api-helpers';
import { startRedisServer } from './redis-server';
import type { RedisServer } from './redis-server';

const hospital = products.find(
  (product) => product.type === 'hospital' && product.availableIn.includes('VIC'),
)!;

/** Resolves once both instances' stores answer. */
async function storesUp(...apps: FastifyInstance[]) {
  const until = Date.now() + 5_000;
  for (const app of apps) {
    while ((await app.inject('/healthz')).json().store !== 'up') {
      if (Date.now() > until) throw new Error('the store did not come up');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Each request from its own client address, so the per-client limits stay out of the way. */
const fromClient = (n: number) => ({ remoteAddress: `198.51.100.${n % 250}` });

describe('two replicas on one Redis', () => {
  let redis: RedisServer;
  const servers: FastifyInstance[] = [];
  const replicas = async (options: Parameters<typeof buildServer>[0] = {}) => {
    const prefix = `test:${randomUUID()}:`;
    const pair = [0, 1].map(() =>
      buildServer({ redisUrl: redis.url, redisKeyPrefix: prefix, ...options }),
    ) as [FastifyInstance, FastifyInstance];
    servers.push(...pair);
    await storesUp(...pair);
    return pair;
  };
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((app) => app.close()));
  });
  afterAll(() => redis.remove());

  it('matches a code once however many requests with it race over both replicas', async () => {
    const [first, second] = await replicas();
    const { requestId, code } = await sendAndRead(first, 'race@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? second : first).inject({
          url: '/api/otp/verify',
          ...fromClient(n),
          ...json({ requestId, code }),
        }),
      ),
    );
    const verdicts = results.map((response) => response.json().result);
    expect(verdicts.filter((result) => result === 'matched')).toHaveLength(1);
    expect(verdicts.filter((result) => result !== 'matched').every((result) => result === 'expired')).toBe(
      true,
    );
  });

  it('saves one quote for one verification however many saves race over both replicas', async () => {
    const [first, second] = await replicas();
    const requestId = await verifiedRequestId(first, 'saver@example.com');
    const body = { productId: hospital.id, answers: singleAnswers, verification: { requestId } };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? second : first).inject({ url: '/api/quotes', ...fromClient(n), ...json(body) }),
      ),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(403)]);
  });

  it('saves one application for one verification however many saves race over both replicas', async () => {
    const [first, second] = await replicas();
    const requestId = await verifiedRequestId(first, 'applicant@example.com');
    const body = { ...anApplication, verification: { requestId } };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? second : first).inject({ url: '/api/applications', ...fromClient(n), ...json(body) }),
      ),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(403)]);
    const saved = results.find((response) => response.statusCode === 201)!.json();
    // Saved on one replica, opened on the other.
    for (const app of [first, second]) {
      expect((await app.inject(`/api/applications/${saved.id}`)).json().application).toEqual(
        saved.application,
      );
    }
  });

  it.each([30, 200])(
    'compares at most %i wrong guesses’ worth of attempts: five, however many race',
    async (guesses) => {
      const [first, second] = await replicas();
      const { requestId, code } = await sendAndRead(first, `guess-${guesses}@example.com`);
      const results = await Promise.all(
        Array.from({ length: guesses }, (_, n) =>
          (n % 2 ? second : first).inject({
            url: '/api/otp/verify',
            ...fromClient(n),
            ...json({ requestId, code: wrongCode(code) }),
          }),
        ),
      );
      const verdicts = results.map((response) => response.json().result as string);
      const count = (result: string) => verdicts.filter((each) => each === result).length;
      expect(count('mismatch')).toBe(OTP_MAX_ATTEMPTS - 1);
      expect(count('exhausted')).toBe(guesses - (OTP_MAX_ATTEMPTS - 1));
      // The right code comes too late: the attempts are spent, and it is told so.
      const right = await second.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
      expect(right.json().result).toBe('exhausted');
    },
  );

  it('answers 503 while Redis stalls, and the stalled attempt is never counted when Redis catches up', async () => {
    const [first, second] = await replicas();
    const { requestId, code } = await sendAndRead(first, 'stall@example.com');
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await second.inject({
        url: '/api/otp/verify',
        ...json({ requestId, code: wrongCode(code) }),
      });
      expect(wrong.json().result).toBe('mismatch');
    }
    const admin = new Redis(redis.url);
    const pausedAt = Date.now();
    // Reads still answer, writes (and every script) wait: the request gets as far as counting its attempt.
    await admin.call('CLIENT', 'PAUSE', '1500', 'WRITE');
    // The last allowed attempt, sent while Redis is paused: the request cannot wait for it.
    const stalled = await first.inject({
      url: '/api/otp/verify',
      ...json({ requestId, code: wrongCode(code) }),
    });
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json().error.code).toBe('store_unavailable');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pausedAt + 1_700 - Date.now())));
    await admin.quit();
    // Had the stalled attempt run when Redis woke, it would have been the fifth and spent the code.
    const right = await second.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
    expect(right.json()).toEqual({ valid: true, result: 'matched' });
  });

  it('spends no verification on a save answered 503 while Redis stalls: the retry saves', async () => {
    const [first, second] = await replicas();
    const requestId = await verifiedRequestId(first, 'retry@example.com');
    const body = { productId: hospital.id, answers: singleAnswers, verification: { requestId } };
    const admin = new Redis(redis.url);
    onTestFinished(() => admin.quit().then(() => undefined));
    const pausedAt = Date.now();
    await admin.call('CLIENT', 'PAUSE', '1200', 'WRITE');
    const stalled = await first.inject({ url: '/api/quotes', ...json(body) });
    expect(stalled.statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pausedAt + 1_400 - Date.now())));
    const retried = await second.inject({ url: '/api/quotes', ...json(body) });
    expect(retried.statusCode).toBe(201);
  });

  it('gives a slow upload’s store calls their whole budget once the body has arrived', async () => {
    const [first] = await replicas();
    const { requestId, code } = await sendAndRead(first, 'upload@example.com');
    const port = await first
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => (first.server.address() as AddressInfo).port);
    const payload = JSON.stringify({ requestId, code });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/otp/verify',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.write(payload.slice(0, 10));
      // Longer than the whole store budget, on the client's side of the wire.
      setTimeout(() => sent.end(payload.slice(10)), STORE_BUDGET_MS + 400);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ valid: true, result: 'matched' });
  });

  it('keeps two environments apart on one Redis by REDIS_KEY_PREFIX', async () => {
    const staging = buildServer({ redisUrl: redis.url, redisKeyPrefix: 'staging:' });
    const production = buildServer({ redisUrl: redis.url, redisKeyPrefix: 'production:' });
    servers.push(staging, production);
    await storesUp(staging, production);
    const { requestId, code } = await sendAndRead(staging, 'prefix@example.com');
    const elsewhere = await production.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
    expect(elsewhere.json().result).toBe('expired');
    const admin = new Redis(redis.url);
    const keys = await admin.keys('*');
    await admin.quit();
    expect(keys.filter((key) => key.includes(requestId))).toEqual([`staging:otp:code:${requestId}`]);
    const here = await staging.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
    expect(here.json().result).toBe('matched');
  });
});

describe('a Redis set up as the store needs', () => {
  it('keeps saved quotes through a restart with appendonly yes, and reports no setup problem', async () => {
    const redis = await startRedisServer({ appendOnly: true });
    onTestFinished(() => redis.remove());
    const before = buildServer({ redisUrl: redis.url });
    await storesUp(before);
    expect((await before.inject('/healthz')).json()).toEqual({ status: 'ok', store: 'up' });
    const requestId = await verifiedRequestId(before, 'durable@example.com');
    const saved = await before.inject({
      url: '/api/quotes',
      ...json({ productId: hospital.id, answers: singleAnswers, verification: { requestId } }),
    });
    expect(saved.statusCode).toBe(201);
    await before.close();

    await redis.stop();
    await redis.start();
    const after = buildServer({ redisUrl: redis.url });
    onTestFinished(() => after.close());
    await storesUp(after);
    const opened = await after.inject(`/api/quotes/${saved.json().id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().quote).toEqual(saved.json().quote);
  });

  it('says in /healthz when Redis evicts keys or keeps no append-only file', async () => {
    const redis = await startRedisServer({ args: ['--maxmemory-policy', 'allkeys-lru'] });
    onTestFinished(() => redis.remove());
    const app = buildServer({ redisUrl: redis.url });
    onTestFinished(() => app.close());
    await storesUp(app);
    const health = (await app.inject('/healthz')).json();
    expect(health.status).toBe('ok');
    expect(health.storeWarnings).toEqual([
      expect.stringMatching(/evicts keys \(maxmemory-policy allkeys-lru\): set it to noeviction/),
      expect.stringMatching(/appendonly off: set appendonly yes/),
    ]);
  });
});
