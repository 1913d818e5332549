import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { vi } from 'vitest';
import { buildServer } from '../src/app';
import type * as RepresentationsModule from '../src/representations';
import { buildRepresentations, compressRepresentations, sendRepresentation } from '../src/representations';
import { removeFixtureExport, writeFixtureExport } from './fixture';

// The real module, with sendRepresentation watched: static files and the API must both answer through it.
vi.mock('../src/representations', async (importOriginal) => {
  const original = await importOriginal<typeof RepresentationsModule>();
  return { ...original, sendRepresentation: vi.fn(original.sendRepresentation) };
});

const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => `item ${i % 5}`) }));
const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60' };
const representations = compressRepresentations(body, headers);

describe('compressRepresentations', () => {
  it('holds identity, br and gzip of the body, each with its own strong ETag and the given headers', () => {
    const { identity, br, gzip } = representations;
    expect(identity.body).toEqual(body);
    expect(brotliDecompressSync(br?.body ?? Buffer.alloc(0))).toEqual(body);
    expect(gunzipSync(gzip?.body ?? Buffer.alloc(0))).toEqual(body);
    const all = [identity, br, gzip];
    expect(new Set(all.map((r) => r?.etag)).size).toBe(3);
    for (const r of all) {
      expect(r?.etag).toMatch(/^"[^"]+"$/);
      expect(r?.headers).toMatchObject({ ...headers, etag: r?.etag, vary: 'Accept-Encoding' });
    }
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br?.headers['content-encoding']).toBe('br');
    expect(gzip?.headers['content-encoding']).toBe('gzip');
  });
});

describe('buildRepresentations', () => {
  it('drops a compressed form that is not smaller, and does not vary when none is left', () => {
    const tiny = Buffer.from('tiny');
    const only = buildRepresentations(tiny, { br: Buffer.from('longer than tiny'), gzip: null }, headers);
    expect(only.br).toBeNull();
    expect(only.gzip).toBeNull();
    expect(only.identity.headers.vary).toBeUndefined();
  });
});

describe('sendRepresentation', () => {
  const app = Fastify();
  app.get('/', (request, reply) => sendRepresentation(request, reply, representations));
  afterAll(() => app.close());
  const get = (requestHeaders: Record<string, string>) => app.inject({ url: '/', headers: requestHeaders });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
  ] as const)('answers Accept-Encoding %j with %s', async (acceptEncoding, chosen) => {
    const response = await get({ 'accept-encoding': acceptEncoding });
    const expected = representations[chosen];
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(expected?.body ?? Buffer.alloc(0))).toBe(true);
    expect(response.headers.etag).toBe(expected?.etag);
    expect(response.headers['content-encoding']).toBe(chosen === 'identity' ? undefined : chosen);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe(headers['content-type']);
  });

  it('answers 304 with no body, nor headers describing one, to the ETag of the negotiated encoding', async () => {
    const etag = representations.br?.etag ?? '';
    const response = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe(headers['cache-control']);
    expect(response.headers['content-type']).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers 200 to the ETag of another encoding', async () => {
    const response = await get({
      'accept-encoding': 'gzip',
      'if-none-match': representations.br?.etag ?? '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the static site and the API', () => {
  it('send their bodies through the same sendRepresentation', async () => {
    const dir = await writeFixtureExport();
    const app = buildServer({ siteRoot: dir });
    try {
      const send = vi.mocked(sendRepresentation);
      for (const url of ['/about/team', '/nav-data/v1/config?variant=arhi']) {
        send.mockClear();
        const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(send, url).toHaveBeenCalledTimes(1);
      }
    } finally {
      await app.close();
      await removeFixtureExport(dir);
    }
  });
});
