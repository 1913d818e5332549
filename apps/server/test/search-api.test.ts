// GET /api/search over a real index (the build's own indexing of a small export), and the headers the search pages
// are sent with: the answer is the one Pagefind in the page gives, with the same rules, and the page's first request
// is the one preloaded.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { searchApiUrl } from '@ds/site/search';
import { buildServer } from '../src/app';
import { APIS } from '../src/api/index';
import { removeFixtureExport, writeFixtureExport } from './fixture';
import { twoReplicas, writeSearchExport } from './search-fixture';

interface Reply {
  total: number;
  searchedFor?: string;
  hits: {
    url: string;
    title: string;
    section: string;
    description: string;
    excerpt: { text: string; marked: boolean }[];
  }[];
}

let dir = '';
let app: FastifyInstance;
beforeAll(async () => {
  dir = await writeSearchExport();
  app = buildServer({ siteRoot: dir });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await removeFixtureExport(dir);
});

const get = async (url: string) => {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reply;
};
const urls = (reply: Reply) => reply.hits.map((hit) => hit.url);

describe('GET /api/search', () => {
  it('puts the page about the words first, with its title, section and excerpt, for everyone to cache', async () => {
    const response = await app.inject('/api/search?q=hospital');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const reply = response.json() as Reply;
    expect(reply.hits[0]).toMatchObject({
      url: '/health-insurance/hospital',
      title: 'Hospital cover',
      section: 'Health insurance',
      description: 'Hospital cover pays for your stay in a private hospital.',
    });
    expect(reply.hits[0]!.excerpt).toContainEqual({ text: 'Hospital', marked: true });
    expect(reply.searchedFor).toBeUndefined();
  });

  it('looks in the main brand’s pages only, unless a section is chosen', async () => {
    const all = await get('/api/search?q=hospital');
    expect(urls(all).sort()).toEqual(
      ['/health-insurance/extras', '/health-insurance/hospital', '/travel-insurance/cover'].sort(),
    );
    expect(all.total).toBe(3);
    expect(urls(await get('/api/search?q=hospital&section=Travel'))).toEqual(['/travel-insurance/cover']);
    expect(urls(await get('/api/search?q=hospital&section=Gumleaf+Health'))).toEqual(['/gu/hospital']);
  });

  it('keeps the second brand’s search to its own pages', async () => {
    expect(urls(await get('/api/search?q=hospital&brand=gu'))).toEqual(['/gu/hospital']);
  });

  it('searches for the site’s words for a misspelling, and says so', async () => {
    const misspelt = await get('/api/search?q=hosptial');
    expect(misspelt.searchedFor).toBe('hospital');
    expect(urls(misspelt)).toEqual(urls(await get('/api/search?q=hospital')));
  });

  it('gives ten results at first, and any range after, in one order', async () => {
    const first = await get('/api/search?q=cover');
    expect(first.hits).toHaveLength(10);
    const twenty = await get('/api/search?q=cover&from=0&count=20');
    const next = await get('/api/search?q=cover&from=10&count=10');
    expect(urls(twenty)).toEqual([...urls(first), ...urls(next)]);
    const last = await get(`/api/search?q=cover&from=${first.total - 2}&count=10`);
    expect(last.hits).toHaveLength(2);
    expect(first.total).toBeGreaterThan(20);
  });

  it('answers the address the search page writes, spaces and all', async () => {
    const url = searchApiUrl({ query: 'hospital cover', section: 'Health insurance' }, 'main');
    expect(urls(await get(url))).toContain('/health-insurance/hospital');
  });

  it.each([
    ['no words', '/api/search?q=', /q must not be empty/],
    ['spaces only', '/api/search?q=%20%20', /q must not be empty/],
    ['no q at all', '/api/search', /q must be the words/],
    ['over 100 characters', `/api/search?q=${'a'.repeat(101)}`, /at most 100 characters/],
    ['a control character', '/api/search?q=a%00b', /control characters/],
    ['an unknown section', '/api/search?q=a&section=Nope', /section must be one of/],
    ['an unknown brand', '/api/search?q=a&brand=other', /brand must be main or gu/],
    ['a count of 0', '/api/search?q=a&count=0', /count must be a whole number from 1 to 100/],
    ['a negative start', '/api/search?q=a&from=-1', /from must be a whole number/],
    ['an unknown parameter', '/api/search?q=a&page=2', /Unknown parameter page/],
  ])('refuses %s with a message', async (_case, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
  });
});

describe('the search pages’ headers', () => {
  const headersOf = async (url: string) => (await app.inject(url)).headers;
  const linkOf = async (url: string) => (await headersOf(url)).link;

  it('tell a search page that the server answers its searches, with or without words', async () => {
    for (const url of ['/search', '/search?q=dental', '/gu/search', '/search?q=%20'])
      expect((await headersOf(url))['server-timing'], url).toBe('search-api');
  });

  it('are sent however the search page’s address is written', async () => {
    for (const url of ['/search/?q=dental', '/%73earch?q=dental']) {
      const headers = await headersOf(url);
      expect(headers['server-timing'], url).toBe('search-api');
      expect(headers.link, url).toBe('</api/search?q=dental>; rel=preload; as=fetch; crossorigin');
    }
  });

  it('send a search page asked for with words with a preload of the API’s first answer, which answers', async () => {
    const link = await linkOf('/search?q=hospital%20cover&section=Travel');
    expect(link).toBe('</api/search?q=hospital+cover&section=Travel>; rel=preload; as=fetch; crossorigin');
    const preloaded = /^<([^>]+)>/.exec(String(link))![1]!;
    expect(preloaded).toBe(searchApiUrl({ query: 'hospital cover', section: 'Travel' }, 'main'));
    expect((await app.inject(preloaded)).statusCode).toBe(200);
  });

  it('preload the second brand’s search with its brand, and no section', async () => {
    expect(await linkOf('/gu/search?q=dental&section=Travel')).toBe(
      '</api/search?q=dental&brand=gu>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('preload the words as the page reads them: tidied, cut at 100 characters, an unknown section dropped', async () => {
    const long = `${'word '.repeat(30)}`;
    const link = String(await linkOf(`/search?q=${encodeURIComponent(`  ${long}`)}&section=Nope`));
    const preloaded = new URL(/^<([^>]+)>/.exec(link)![1]!, 'http://site');
    expect(preloaded.searchParams.get('q')).toBe(long.slice(0, 100).trim());
    expect(preloaded.searchParams.has('section')).toBe(false);
    expect((await app.inject(preloaded.pathname + preloaded.search)).statusCode).toBe(200);
  });

  it.each([
    ['a search page with no words', '/search'],
    ['a search page with spaces for words', '/search?q=%20'],
  ])('preload nothing for %s', async (_case, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
  });

  it('are sent with no other page', async () => {
    const response = await app.inject('/health-insurance/hospital?q=hospital');
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['server-timing']).toBeUndefined();
  });

  it('are not sent by a server that does not answer the search API', async () => {
    const withoutSearch = buildServer({
      siteRoot: dir,
      apis: APIS.filter((api) => api.prefix !== '/api/search'),
    });
    try {
      const response = await withoutSearch.inject('/search?q=hospital');
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBeUndefined();
      expect(response.headers['server-timing']).toBeUndefined();
    } finally {
      await withoutSearch.close();
    }
  });
});

describe('without an index', () => {
  it('answers 503 when the server has no export, or the export no index, and the page searches for itself', async () => {
    const apiOnly = buildServer();
    const bare = await writeFixtureExport();
    const noIndex = buildServer({ siteRoot: bare });
    try {
      for (const server of [apiOnly, noIndex]) {
        const response = await server.inject('/api/search?q=hospital');
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('search_unavailable');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await Promise.all([apiOnly.close(), noIndex.close()]);
      await removeFixtureExport(bare);
    }
  });

  // Pagefind reads these as it starts, without catching a failure: missing, they must not stop the server.
  it.each([
    ['its entry file', /^pagefind-entry\.json$/],
    ['its metadata', /\.pf_meta$/],
    ['its WebAssembly', /^wasm\..*\.pagefind$/],
  ])('answers 503, and goes on answering, when the index is missing %s', async (_case, file) => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'search-broken-'));
    await cp(dir, broken, { recursive: true });
    const index = path.join(broken, 'pagefind');
    for (const name of await readdir(index)) if (file.test(name)) await rm(path.join(index, name));
    const server = buildServer({ siteRoot: broken });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await server.inject('/api/search?q=hospital');
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe('search_unavailable');
      }
      expect((await server.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await server.close();
      await rm(broken, { recursive: true, force: true });
    }
  });
});

it('limits one client across two replicas sharing the store, whatever address it writes in X-Forwarded-For', async () => {
  const replicas = twoReplicas(dir);
  try {
    const ask = (n: number) => replicas.ask(n, `/api/search?q=cover&from=${n % 20}`);
    const statuses = (await Promise.all(Array.from({ length: 130 }, (_, n) => ask(n)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  } finally {
    await replicas.close();
  }
});
