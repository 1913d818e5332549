import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildServer } from '../src/app';
import type { Api } from '../src/api/index';
import { APIS, apiPathMatcher } from '../src/api/index';

describe('apiPathMatcher over the registry', () => {
  const isApiPath = apiPathMatcher(APIS);

  it.each(APIS.map((api) => api.prefix))('counts %s and the paths below it, not lookalikes', (prefix) => {
    expect(isApiPath(prefix)).toBe(true);
    expect(isApiPath(`${prefix}?a=1`)).toBe(true);
    expect(isApiPath(`${prefix}/v9/anything`)).toBe(true);
    // A lookalike is not that API's path; under /api it is still an API path (the reserved namespace).
    expect(isApiPath(`${prefix}x`)).toBe(prefix.startsWith('/api/'));
  });

  it('reserves /api for the APIs to come', () => {
    for (const url of ['/api', '/api/', '/api/address?q=1', '/api/whatever/else']) {
      expect(isApiPath(url), url).toBe(true);
    }
    expect(isApiPath('/apiary')).toBe(false);
  });

  it('leaves pages alone', () => {
    for (const url of ['/', '/about/team', '/index.txt?x=/api/', '/health-insurance/']) {
      expect(isApiPath(url), url).toBe(false);
    }
  });

  it('knows no prefix it was not given', () => {
    expect(apiPathMatcher([{ prefix: '/quotes' }])('/quotes/v1')).toBe(true);
    expect(isApiPath('/quotes/v1')).toBe(false);
  });
});

/** An API written the way apps/server/README.md's recipe says, registered beside the real ones. */
const quotes: Api = {
  prefix: '/quotes',
  plugin: async (app, { rateLimit }) => {
    const querySchema = z.object({
      product: z.enum(['health', 'life'], { error: 'product must be health or life' }),
    });
    app.get('/v1', { config: { rateLimit }, schema: { querystring: querySchema } }, (request, reply) =>
      reply.send({ product: request.query.product }),
    );
  },
};

describe('an API added to the registry', () => {
  let app: FastifyInstance;
  let without: FastifyInstance;
  beforeAll(async () => {
    app = buildServer({ siteRoot: null, apis: [...APIS, quotes] });
    without = buildServer({ siteRoot: null });
    await Promise.all([app.ready(), without.ready()]);
  });
  afterAll(() => Promise.all([app.close(), without.close()]));

  it('is served under its prefix', async () => {
    const response = await app.inject('/quotes/v1?product=life');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ product: 'life' });
  });

  it.each([
    ['invalid', '/quotes/v1?product=car', 'product must be health or life'],
    ['over-long', `/quotes/v1?product=life&pad=${'x'.repeat(300)}`, 'The query string is too long'],
  ])('refuses an %s query through the shared helper', async (_name, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_query', message } });
  });

  it('gets JSON errors below its prefix with no change to error handling', async () => {
    const notFound = await app.inject('/quotes/v2');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.code).toBe('not_found');
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/quotes/v1' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().error.code).toBe('method_not_allowed');
    const malformed = await app.inject('/quotes/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Malformed request URL');
  });

  it('leaves the same paths to the site when it is not registered', async () => {
    const response = await without.inject('/quotes/v2');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('keeps the health check at /healthz exactly', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/healthz/')).json().error.code).toBe('not_found');
  });
});
