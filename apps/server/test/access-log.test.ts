// Request ids and the access log: one line per request with its id, method, route, status and time, and nothing a
// visitor sent (no body, no query, no code, no contact); a bug answers 500 and a store outage 503, each logged.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import type { Api } from '../src/api/index';
import { APIS } from '../src/api/index';
import { createMemoryStore } from '../src/store/memory-store';
import { StoreUnavailableError } from '../src/store/store';
import { json } from './api-helpers';

function loggedServer(options: Parameters<typeof buildServer>[0] = {}) {
  const lines: Record<string, unknown>[] = [];
  const app = buildServer({
    ...options,
    logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  return { app, lines };
}

describe('request ids and the access log', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  beforeEach(() => {
    ({ app, lines } = loggedServer());
  });
  afterEach(() => app.close());

  it('gives every answer an id and logs one line for it, without what the visitor sent', async () => {
    const sent = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
    const id = sent.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = lines.filter((line) => line.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        reqId: id,
        method: 'POST',
        route: '/api/otp/send',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    const inbox = await app.inject({ url: '/api/otp/inbox?contact=0412345678' });
    const code = /(\d{6}) is your/.exec(inbox.json().messages[0].text)![1]!;
    await app.inject({ url: '/api/otp/verify', ...json({ requestId: sent.json().requestId, code }) });
    const logged = JSON.stringify(lines);
    for (const secret of ['0412', '412345678', code, sent.json().requestId as string])
      expect(logged).not.toContain(secret);
    expect(lines.find((line) => line.route === '/api/otp/inbox')).toMatchObject({ status: 200 });
  });

  it('behind a trusted proxy keeps its request id when it is a plain token, never one that could forge a line', async () => {
    const proxied = buildServer({ trustProxy: 1 });
    onTestFinished(() => proxied.close());
    const kept = await proxied.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const forged = await proxied.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'x"\n{"msg":"forged"}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('facing clients directly, gives every request its own id, whatever the client sends', async () => {
    const chosen = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(chosen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('what the error handler tells apart', () => {
  it('answers a bug with 500 and logs it, and a store that does not answer with 503 in the route’s words', async () => {
    const buggy: Api = {
      prefix: '/api/buggy',
      plugin: async (instance) => {
        instance.get('', async () => {
          throw new TypeError('undefined is not a function');
        });
      },
    };
    const down = {
      ...createMemoryStore(),
      increment: () => Promise.reject(new StoreUnavailableError('down')),
    };
    const { app, lines } = loggedServer({ apis: [...APIS, buggy], store: down });
    try {
      const bug = await app.inject('/api/buggy');
      expect(bug.statusCode).toBe(500);
      expect(bug.json().error).toEqual({ code: 'internal_error', message: 'Internal server error' });
      expect(lines.some((line) => line.msg === 'request failed' && line.level === 50)).toBe(true);

      const outage = await app.inject({ url: '/api/otp/send', ...json({ contact: '0412 345 678' }) });
      expect(outage.statusCode).toBe(503);
      expect(outage.json().error).toEqual({
        code: 'store_unavailable',
        message: 'Codes cannot be sent right now, try again soon',
      });
    } finally {
      await app.close();
    }
  });
});
