import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { SENDS_PER_CONTACT } from '../src/api/otp';
import { json, sendAndRead } from './api-helpers';
import { createMemoryStore } from '../src/store/memory-store';
import type { Store } from '../src/store/store';

describe('POST /api/otp/send, /verify and GET /inbox', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(() => app.close());

  it('sends a code to the demo inbox of the contact, and verifies it once', async () => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.json()).toEqual({ requestId: expect.any(String), expiresInSeconds: 300, channel: 'sms' });
    expect(JSON.stringify(sent.json())).not.toMatch(/\d{6}/);

    // The same phone written another way reads the same inbox.
    const inbox = await app.inject({ url: '/api/otp/inbox?contact=%2B61412345678' });
    expect(inbox.json().messages[0].text).toMatch(
      /^\d{6} is your Larkspur Health one-time code\. It expires in 5 minutes\./,
    );
    const code = /(\d{6}) is your/.exec(inbox.json().messages[0].text)![1];

    const wrong = await app.inject({
      url: '/api/otp/verify',
      ...json({ requestId: sent.json().requestId, code: code === '000000' ? '111111' : '000000' }),
    });
    expect(wrong.json()).toEqual({ valid: false, result: 'mismatch' });
    const right = await app.inject({
      url: '/api/otp/verify',
      ...json({ requestId: sent.json().requestId, code }),
    });
    expect(right.json()).toEqual({ valid: true, result: 'matched' });
    const again = await app.inject({
      url: '/api/otp/verify',
      ...json({ requestId: sent.json().requestId, code }),
    });
    expect(again.json()).toEqual({ valid: false, result: 'expired' });
  });

  it('refuses a malformed contact, body or code with a clear JSON 400, never a crash', async () => {
    const cases = [
      { url: '/api/otp/send', ...json({ contact: 'not a phone' }) },
      { url: '/api/otp/send', ...json({ contact: 'x'.repeat(300) }) },
      { url: '/api/otp/send', ...json({}) },
      { url: '/api/otp/send', ...json(['0412345678']) },
      {
        url: '/api/otp/send',
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        payload: '{"contact":',
      },
      { url: '/api/otp/verify', ...json({ requestId: 'short', code: '123456' }) },
      { url: '/api/otp/verify', ...json({ requestId: 'a'.repeat(22), code: '12ab56' }) },
    ];
    for (const request of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, request.payload).toBe(400);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    const huge = await app.inject({ url: '/api/otp/send', ...json({ contact: 'x'.repeat(20_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });

  it('limits the codes sent to one contact', async () => {
    for (let i = 0; i < SENDS_PER_CONTACT; i += 1) {
      expect(
        (await app.inject({ url: '/api/otp/send', ...json({ contact: 'sam@example.com' }) })).statusCode,
      ).toBe(200);
    }
    const over = await app.inject({ url: '/api/otp/send', ...json({ contact: 'SAM@example.com' }) });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
  });

  it('verifies through a second server instance sharing the store', async () => {
    const shared = createMemoryStore();
    const keep: Store = { ...shared, close: async () => {} };
    const first = buildServer({ store: keep });
    const second = buildServer({ store: keep });
    const { requestId, code } = await sendAndRead(first, 'alex@example.com');
    const verified = await second.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
    expect(verified.json().valid).toBe(true);
    await Promise.all([first.close(), second.close()]);
  });

  it('answers 503 within a second when the store does not answer', async () => {
    const hanging = createMemoryStore();
    const never = () => new Promise<never>(() => {});
    const down: Store = { ...hanging, increment: never, get: never, set: never, list: never };
    const server = buildServer({ store: down });
    const started = Date.now();
    const response = await server.inject({ url: '/api/otp/send', ...json({ contact: '0412345678' }) });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('store_unavailable');
    expect(Date.now() - started).toBeLessThan(1_000);
    await server.close();
  });
});
