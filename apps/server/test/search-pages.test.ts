// A search page asked for with words comes with its first results written in, by the export's own index and the
// page's own sample, and is sent as built whenever they cannot be: nothing found, no search, a client over its limit.
import { brotliDecompressSync } from 'node:zlib';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { removeFixtureExport } from './fixture';
import { twoReplicas, writeSearchExport } from './search-fixture';

let dir = '';
let app: FastifyInstance;
let built = '';
beforeAll(async () => {
  dir = await writeSearchExport();
  built = await readFile(path.join(dir, 'search.html'), 'utf8');
  app = buildServer({ siteRoot: dir });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await removeFixtureExport(dir);
});

/** What the server wrote into the page (before the page's hidden sample). */
const written = (html: string) =>
  /data-served-results="[^"]*"[^>]*>([\s\S]*)<div hidden="" data-result-sample/.exec(html)?.[1] ?? '';
/** The page's results as written: each link's address, in order. */
const resultLinks = (html: string) =>
  [...written(html).matchAll(/<a aria-describedby="[^"]+" href="([^"]+)"/g)].map((match) => match[1]);
const statusLine = (html: string) => /<p class="count">([^<]*)<\/p>/.exec(written(html))?.[1];

describe('a search page asked for with words', () => {
  it('comes with its first results, the status line and the words in the search box', async () => {
    const response = await app.inject('/search?q=hospital');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
    expect(response.headers['server-timing']).toBe('search-api');
    expect(response.headers.link).toBe('</api/search?q=hospital>; rel=preload; as=fetch; crossorigin');
    const html = response.body;
    expect(resultLinks(html)[0]).toBe('/health-insurance/hospital');
    expect(resultLinks(html)).not.toContain('/gu/hospital');
    expect(statusLine(html)).toBe(`${resultLinks(html).length} results for “hospital”`);
    expect(html).toContain('id="site-search-query" value="hospital"');
    expect(html).toContain('aria-describedby="served-result-0" href="/health-insurance/hospital"');
  });

  it('shows ten of many, and says how many there are', async () => {
    const html = (await app.inject('/search?q=cover')).body;
    expect(resultLinks(html)).toHaveLength(10);
    expect(statusLine(html)).toMatch(/^2\d results for “cover”$/);
  });

  it('follows the section, the second brand and the words as the page reads them', async () => {
    expect(resultLinks((await app.inject('/search?q=hospital&section=Travel')).body)).toEqual([
      '/travel-insurance/cover',
    ]);
    expect(resultLinks((await app.inject('/gu/search?q=hospital')).body)).toEqual(['/gu/hospital']);
    const spaced = (await app.inject('/%73earch/?q=%20%20hospital%20%20&section=Nowhere')).body;
    expect(resultLinks(spaced)[0]).toBe('/health-insurance/hospital');
    expect(spaced).toContain('value="hospital"');
  });

  it('says when it searched for other words than those typed', async () => {
    const html = (await app.inject('/search?q=hosptial')).body;
    expect(resultLinks(html)[0]).toBe('/health-insurance/hospital');
    expect(html).toContain('<p class="note">Showing results for “hospital”.</p>');
  });

  it('is sent compressed, with an ETag of its own that revalidates', async () => {
    const response = await app.inject({ url: '/search?q=dental', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(resultLinks(html)).toEqual(['/health-insurance/extras']);
    const builtTag = (await app.inject({ url: '/search', headers: { 'accept-encoding': 'br' } })).headers
      .etag;
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers.etag).not.toBe(builtTag);
    const again = await app.inject({
      url: '/search?q=dental',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('says when nothing was found, with what to try', async () => {
    const html = (await app.inject('/search?q=zzyzx')).body;
    expect(resultLinks(html)).toEqual([]);
    expect(written(html)).toBe(
      '<p class="empty">No results for “zzyzx”</p><div class="help"><p>Check the spelling, or try fewer or more ' +
        'general words, or one of the popular pages below.</p></div></div>',
    );
    expect(html).toContain('value="zzyzx"');
    // Within a section, with a link to the same words in every section.
    expect(written((await app.inject('/search?q=zzyzx&section=Travel')).body)).toBe(
      '<p class="empty">No results for “zzyzx” in Travel</p><div class="help"><p>Check the spelling, or try fewer ' +
        'or more general words.</p><a href="?q=zzyzx">Search all sections</a></div></div>',
    );
  });

  it('is sent as built when there are no words', async () => {
    expect((await app.inject('/search')).body).toBe(built);
    expect((await app.inject('/search?q=%20')).body).toBe(built);
    expect((await app.inject('/search?section=Nowhere')).body).toBe(built);
  });

  it('with a section and no words, has that section chosen and nothing written', async () => {
    const response = await app.inject({
      url: '/search?q=&section=Travel',
      headers: { 'accept-encoding': 'br' },
    });
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain(
      '<option value="">All sections</option><option value="Travel" selected="">Travel</option>',
    );
    expect(html).toContain('<div data-served-results="" class="served"></div>');
    // Nothing else differs from the page as built.
    expect(
      html
        .replace('<option value=""', '<option value="" selected=""')
        .replace(' selected="">Travel', '>Travel'),
    ).toBe(built);
  });

  it('writes words that look like markup as text', async () => {
    const html = (await app.inject('/search?q=hospital%20%3Cb%3E%22')).body;
    expect(resultLinks(html)[0]).toBe('/health-insurance/hospital');
    expect(statusLine(html)).toMatch(/ results for “hospital &lt;b&gt;&quot;”$/);
    expect(html).toContain('value="hospital &lt;b&gt;&quot;"');
    expect(html).toContain('data-served-results="/api/search?q=hospital+%3Cb%3E%22"');
  });
});

it('is sent as built, at once, when the search is slow or fails', async () => {
  const slow = buildServer({ siteRoot: dir, siteSearch: { search: () => new Promise(() => {}) } });
  const failing = buildServer({
    siteRoot: dir,
    siteSearch: { search: () => Promise.reject(new Error('the index cannot be read')) },
  });
  try {
    // (Without the page's budget for its search, this request would never be answered.)
    expect((await slow.inject('/search?q=hospital')).body).toBe(built);
    const response = await failing.inject('/search?q=hospital');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(built);
  } finally {
    await Promise.all([slow.close(), failing.close()]);
  }
});

it('is sent as built when the export has no index, and the server keeps serving', async () => {
  const withoutIndex = await writeSearchExport();
  await rm(path.join(withoutIndex, 'pagefind'), { recursive: true });
  const server = buildServer({ siteRoot: withoutIndex });
  try {
    const response = await server.inject('/search?q=hospital');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('served-result-0');
    expect((await server.inject('/health-insurance/hospital')).statusCode).toBe(200);
  } finally {
    await server.close();
    await removeFixtureExport(withoutIndex);
  }
});

it('writes results for one client a limited number of times a minute across two replicas, then sends the page as built', async () => {
  const replicas = twoReplicas(dir);
  try {
    // Each a search of its own (a kept page is sent again without searching, and without counting).
    const ask = (n: number) => replicas.ask(n, `/search?q=cover+${n}`);
    const pages = await Promise.all(Array.from({ length: 70 }, (_, n) => ask(n)));
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(pages.filter((page) => page.body.includes('served-result-0'))).toHaveLength(60);
    // A search already written is sent again, over the limit too.
    const first = pages.findIndex((page) => page.body.includes('served-result-0'));
    expect((await ask(first)).body).toContain('served-result-0');
  } finally {
    await replicas.close();
  }
});
