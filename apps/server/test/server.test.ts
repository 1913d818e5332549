import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { NAV_DATA_UPDATED_AT, VARIANT_IDS, navDataResponseSchema } from '@ds/site/data';
import { buildServer } from '../src/app';
import { sha256Source } from '@ds/scripts/lib/csp-hashes.mjs';
import {
  CHUNK,
  FILES,
  HOME_INLINE,
  HOME_INLINE_2,
  NOT_FOUND_INLINE,
  removeFixtureExport,
  writeFixtureExport,
} from './fixture';

const text = (name: string): string => {
  const content = FILES[name];
  if (typeof content !== 'string') throw new Error(`${name} is not a text fixture`);
  return content;
};

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const h = response.headers;
  // Over plain HTTP (these tests): HSTS would be ignored by browsers; https.test.ts checks it over HTTPS.
  expect(h['strict-transport-security']).toBeUndefined();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cross-origin-resource-policy']).toBe('same-origin');
  const permissions = String(h['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
  // 'Use my location' in the provider search: the site's own pages may ask, no other origin's frame.
  expect(permissions).toContain('geolocation=(self)');
  expect(permissions).not.toContain('interest-cohort');
  const csp = String(h['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('strict-dynamic');
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(h['x-powered-by']).toBeUndefined();
  expect(h.server).toBeUndefined();
}

function scriptSrc(response: LightMyRequestResponse): string[] {
  const directive = String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('server with a static export', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await writeFixtureExport();
    app = buildServer({ siteRoot: dir, apiRateLimit: { max: 1000, timeWindow: 60_000 } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await removeFixtureExport(dir);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('path mapping', () => {
    it.each([
      ['/', 'index.html'],
      ['/index.html', 'index.html'],
      ['/about/team', 'about/team.html'],
      ['/about/team/', 'about/team.html'],
      ['/health-insurance', 'health-insurance/index.html'],
      ['/health-insurance/', 'health-insurance/index.html'],
      ['/about/team?utm_source=mail', 'about/team.html'],
      ['/index.txt', 'index.txt'],
      [`/${CHUNK}`, CHUNK],
    ])('%s serves %s', async (url, file) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(text(file));
    });

    it('serves binary files byte for byte', async () => {
      const response = await get('/favicon.ico');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(FILES['favicon.ico'] as Buffer)).toBe(true);
    });

    it('never serves build bookkeeping files', async () => {
      for (const url of ['/_csp.json', '/.build-stamp', '/index.html.br', '/index.html.gz']) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });
  });

  describe('content types', () => {
    it.each([
      ['/', 'text/html; charset=utf-8'],
      ['/about/team.txt', 'text/plain; charset=utf-8'],
      [`/${CHUNK}`, 'text/javascript; charset=utf-8'],
      ['/_next/static/css/site-9b1e.css', 'text/css; charset=utf-8'],
      ['/favicon.ico', 'image/x-icon'],
      ['/images/hero.png', 'image/png'],
    ])('%s is %s', async (url, type) => {
      expect((await get(url)).headers['content-type']).toBe(type);
    });
  });

  describe('unknown paths', () => {
    it("answer 404 with the export's 404 page and its own CSP", async () => {
      const response = await get('/no/such/page');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(text('404.html'));
      expect(scriptSrc(response)).toEqual(["'self'", sha256Source(NOT_FOUND_INLINE)]);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      expectSecurityHeaders(response);
    });

    it("answer a missing path under a part of the site with that part's own not-found page", async () => {
      for (const url of ['/gu/no-such-page', '/gu/deep/no/such?page=1', '/gu']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toBe(text('gu/page-not-found.html'));
      }
      // A path that only starts with the same letters is not in that part.
      expect((await get('/guide-to-cover')).body).toBe(text('404.html'));
    });

    it('never serve a not-found page as a page of its own', async () => {
      for (const url of ['/gu/page-not-found', '/gu/page-not-found.html']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toBe(text('gu/page-not-found.html'));
      }
    });

    it('serve the 404 page compressed when the client accepts it', async () => {
      const response = await get('/missing', { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text('404.html'));
    });

    it('answer 404, not an immutable cached page, for a missing hashed asset', async () => {
      const response = await get('/_next/static/chunks/gone-000.js');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('under the API prefix answer JSON', async () => {
      const response = await get('/nav-data/v2/whatever');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      expectSecurityHeaders(response);
    });
  });

  describe('encoding negotiation', () => {
    it('prefers brotli', async () => {
      const response = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text('index.html'));
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    });

    it('falls back to gzip', async () => {
      const response = await get('/about/team.txt', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(text('about/team.txt'));
    });

    it('honours q=0 refusals', async () => {
      const response = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it('sends identity without Accept-Encoding', async () => {
      const response = await get('/');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body).toBe(text('index.html'));
    });

    it('gives each encoding its own strong ETag', async () => {
      const etags = new Set(
        await Promise.all(
          ['br', 'gzip', 'identity'].map(
            async (e) => (await get('/', { 'accept-encoding': e })).headers.etag,
          ),
        ),
      );
      expect(etags.size).toBe(3);
      for (const etag of etags) expect(String(etag)).toMatch(/^"[^"]+"$/);
    });

    it('does not vary files that have no compressed siblings', async () => {
      const response = await get('/images/hero.png', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
    });
  });

  describe('conditional requests', () => {
    it('answers 304 with no body when If-None-Match matches', async () => {
      const first = await get('/about/team', { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      const second = await get('/about/team', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      expect(second.headers.etag).toBe(etag);
      expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expectSecurityHeaders(second);
    });

    it('accepts weak and listed validators, and ignores a stale one', async () => {
      const etag = String((await get('/')).headers.etag);
      expect((await get('/', { 'if-none-match': `"stale", W/${etag}` })).statusCode).toBe(304);
      expect((await get('/', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('does not answer 304 for a validator of another encoding', async () => {
      const brEtag = String((await get('/', { 'accept-encoding': 'br' })).headers.etag);
      expect((await get('/', { 'if-none-match': brEtag })).statusCode).toBe(200);
    });
  });

  describe('caching', () => {
    it('makes hashed assets immutable', async () => {
      for (const url of [`/${CHUNK}`, '/_next/static/css/site-9b1e.css']) {
        expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('revalidates HTML and RSC payloads, with an ETag', async () => {
      for (const url of ['/', '/about/team', '/about/team.txt']) {
        const response = await get(url);
        expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        expect(response.headers.etag).toBeDefined();
      }
    });

    it("makes the search index's hashed chunks immutable and revalidates Pagefind's own files", async () => {
      expect((await get('/pagefind/index/en_497f3ee.pf_index')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      for (const url of [
        '/pagefind/pagefind.js',
        '/pagefind/pagefind-entry.json',
        '/pagefind/wasm.en.pagefind',
      ]) {
        expect((await get(url)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      }
    });

    it('caches other files for an hour', async () => {
      expect((await get('/favicon.ico')).headers['cache-control']).toBe('public, max-age=3600');
    });
  });

  describe('security headers', () => {
    it("give each page a CSP listing its own inline scripts' hashes", async () => {
      const home = await get('/');
      expect(scriptSrc(home)).toEqual(["'self'", sha256Source(HOME_INLINE), sha256Source(HOME_INLINE_2)]);
      const team = await get('/about/team/');
      expect(scriptSrc(team)).toEqual(["'self'", sha256Source(HOME_INLINE)]);
      const csp = String(home.headers['content-security-policy']);
      for (const directive of [
        "default-src 'none'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "manifest-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    });

    it.each([
      ['page', '/'],
      ['nested page', '/about/team'],
      ['asset', `/${CHUNK}`],
      ['payload', '/index.txt'],
      ['image', '/images/hero.png'],
      ['404 page', '/nope'],
      ['API', '/nav-data/v1/config?variant=arhi'],
      ['API error', '/nav-data/v1/config?variant=nope'],
      ['health check', '/healthz'],
      ['bad path', '/a%00b'],
      ['malformed URL', '/%E0%A4%A'],
    ])('are on every response: %s', async (_name, url) => {
      expectSecurityHeaders(await get(url));
    });

    it('are on 405 and HEAD responses too', async () => {
      expectSecurityHeaders(await app.inject({ method: 'POST', url: '/' }));
      expectSecurityHeaders(await app.inject({ method: 'HEAD', url: '/' }));
    });

    it('use the strict policy for non-HTML responses', async () => {
      for (const url of [`/${CHUNK}`, '/healthz', '/nav-data/v1/config?variant=arhi']) {
        expect((await get(url)).headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      }
    });
  });

  describe('methods', () => {
    it('answers HEAD with the headers and length of GET but no body', async () => {
      const head = await app.inject({
        method: 'HEAD',
        url: '/about/team',
        headers: { 'accept-encoding': 'gzip' },
      });
      const get_ = await get('/about/team', { 'accept-encoding': 'gzip' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(get_.headers['content-length']);
      expect(head.headers.etag).toBe(get_.headers.etag);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)('refuses %s with 405', async (method) => {
      const payload = method === 'OPTIONS' ? undefined : '<xml/>';
      const response = await app.inject({
        method,
        url: '/',
        payload,
        headers: { 'content-type': 'application/xml' },
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });

    it('refuses POST to the API with a JSON 405', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/nav-data/v1/config?variant=arhi',
        payload: {},
      });
      expect(response.statusCode).toBe(405);
      expect(response.json().error.code).toBe('method_not_allowed');
    });
  });

  describe('malicious paths', () => {
    it.each([
      '/a%00b',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fpackage.json',
      '/..%5c..%5cpackage.json',
      '/%E0%A4%A',
      '/%',
      `/${'a'.repeat(3000)}`,
      `/${'%41'.repeat(1000)}`,
    ])('answers %s with 400 or 404 and keeps serving', async (url) => {
      const response = await get(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"dependencies"');
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    });

    it('still serves pages afterwards', async () => {
      expect((await get('/')).statusCode).toBe(200);
    });

    it('does not follow double slashes elsewhere', async () => {
      const response = await get('//example.com/');
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    });
  });

  describe('GET /healthz', () => {
    it('answers ok, never cached', async () => {
      const response = await get('/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', store: 'up' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    });
  });

  describe('GET /nav-data/v1/config', () => {
    it.each(VARIANT_IDS)('returns the embedded data of %s, in the schema', async (variant) => {
      const response = await get(`/nav-data/v1/config?variant=${variant}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const body = response.json();
      expect(navDataResponseSchema.safeParse(body).success).toBe(true);
      expect(body.updatedAt).toBe(NAV_DATA_UPDATED_AT);
      expect(Object.keys(body.data).sort()).toEqual(['footer', 'header']);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await get('/nav-data/v1/config?variant=nz');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const second = await get('/nav-data/v1/config?variant=nz', { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      expect(second.headers.etag).toBe(etag);
      const other = await get('/nav-data/v1/config?variant=gu', { 'if-none-match': etag });
      expect(other.statusCode).toBe(200);
    });

    it('compresses for clients that accept it', async () => {
      const plain = await get('/nav-data/v1/config?variant=arhi');
      const br = await get('/nav-data/v1/config?variant=arhi', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    });

    it('answers 404 with a JSON error for an unknown variant', async () => {
      const response = await get('/nav-data/v1/config?variant=atlantis');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'unknown_variant', message: expect.stringContaining('atlantis') },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['missing', '/nav-data/v1/config'],
      ['empty', '/nav-data/v1/config?variant='],
      ['repeated', '/nav-data/v1/config?variant=arhi&variant=nz'],
      ['malformed', '/nav-data/v1/config?variant=%3Cscript%3E'],
      ['over-long', `/nav-data/v1/config?variant=${'a'.repeat(100)}`],
      ['over-long query', `/nav-data/v1/config?variant=arhi&pad=${'x'.repeat(2000)}`],
    ])('answers 400 with a JSON error for a %s query', async (_name, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ error: { code: 'invalid_query', message: expect.any(String) } });
    });
  });
});

describe('rate limiting', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await writeFixtureExport();
    app = buildServer({ siteRoot: dir, apiRateLimit: { max: 3, timeWindow: 60_000 } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await removeFixtureExport(dir);
  });

  it('limits API calls per client with a JSON 429, and never limits pages', async () => {
    const url = '/nav-data/v1/config?variant=arhi';
    for (let i = 0; i < 3; i++) expect((await app.inject(url)).statusCode).toBe(200);
    const limited = await app.inject(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(limited.headers['retry-after']).toBeDefined();
    expectSecurityHeaders(limited);
    for (let i = 0; i < 10; i++) expect((await app.inject('/')).statusCode).toBe(200);
  });
});

describe('server without an export (API only)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildServer({ siteRoot: null });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the API', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/nav-data/v1/config?variant=arhi')).statusCode).toBe(200);
  });

  it('answers a plain 404 for pages, with the security headers', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expectSecurityHeaders(response);
  });
});

describe('server over an export without the postbuild step', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await writeFixtureExport({ withBuildSteps: false });
    app = buildServer({ siteRoot: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await removeFixtureExport(dir);
  });

  it('still serves pages, uncompressed, under the stricter script-src', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(scriptSrc(response)).toEqual(["'self'"]);
  });
});

describe('server over a missing export', () => {
  it('fails to start rather than serving nothing', async () => {
    const app = buildServer({ siteRoot: '/nonexistent/export/dir' });
    await expect(app.ready()).rejects.toThrow(/ENOENT/);
  });
});
