import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchApiReply, SearchHit, SiteSearchResults } from '@ds/site/search';

const searchWithPagefind = vi.fn<() => Promise<SiteSearchResults>>();
vi.mock('./pagefind-client', () => ({ searchWithPagefind }));

const hit = (n: number): SearchHit => ({
  url: `/page-${n}`,
  title: `Page ${n}`,
  section: 'Health insurance',
  description: '',
  excerpt: [{ text: `page ${n}`, marked: false }],
});
const hits = (from: number, count: number) => Array.from({ length: count }, (_, i) => hit(from + i + 1));
const reply = (body: SearchApiReply) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  searchWithPagefind.mockReset();
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./search-client');

describe('searchSite', () => {
  it('asks the server’s search API, and reads the first page from its answer', async () => {
    fetchMock.mockResolvedValue(reply({ total: 2, searchedFor: 'hospital', hits: hits(0, 2) }));
    const { searchSite } = await load();

    const found = await searchSite({ query: 'hosptial', section: 'Travel' }, 'main');
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=hosptial&section=Travel');
    expect(found).toMatchObject({ total: 2, searchedFor: 'hospital' });
    expect((await found.read(0, 10)).map((h) => h.url)).toEqual(['/page-1', '/page-2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(searchWithPagefind).not.toHaveBeenCalled();
  });

  it('asks for later results by their range', async () => {
    fetchMock
      .mockResolvedValueOnce(reply({ total: 25, hits: hits(0, 10) }))
      .mockResolvedValueOnce(reply({ total: 25, hits: hits(10, 10) }));
    const { searchSite } = await load();

    const found = await searchSite({ query: 'cover', section: '' }, 'gu');
    expect((await found.read(10, 10)).map((h) => h.url)[0]).toBe('/page-11');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/search?q=cover&brand=gu&from=10&count=10');
  });

  it('takes the answer to the request started as the page’s code arrived, once', async () => {
    fetchMock.mockImplementation(async () => reply({ total: 1, hits: hits(0, 1) }));
    const { searchSite, startSearch } = await load();

    startSearch({ query: 'dental cover', section: '' }, 'main');
    startSearch({ query: 'dental cover', section: '' }, 'main');
    expect((await searchSite({ query: 'dental cover', section: '' }, 'main')).total).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=dental+cover');
    // A search made again (Back to it, 'Try again') asks again.
    expect((await searchSite({ query: 'dental cover', section: '' }, 'main')).total).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(searchWithPagefind).not.toHaveBeenCalled();
  });

  it('asks for more than the API gives at once in requests it takes', async () => {
    fetchMock
      .mockResolvedValueOnce(reply({ total: 250, hits: hits(0, 10) }))
      .mockResolvedValueOnce(reply({ total: 250, hits: hits(0, 100) }))
      .mockResolvedValueOnce(reply({ total: 250, hits: hits(100, 50) }));
    const { searchSite } = await load();

    const found = await searchSite({ query: 'cover', section: '' }, 'main');
    const shown = await found.read(0, 150);
    expect(shown.map((h) => h.url)).toEqual(hits(0, 150).map((h) => h.url));
    expect(fetchMock.mock.calls.slice(1).map(([url]) => url)).toEqual([
      '/api/search?q=cover&from=0&count=100',
      '/api/search?q=cover&from=100&count=50',
    ]);
  });

  it('starts nothing without words', async () => {
    const { startSearch } = await load();
    startSearch({ query: '', section: '' }, 'main');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['has no search API (a static host)', async () => new Response('Not found', { status: 404 })],
    ['refuses', async () => new Response('{}', { status: 429 })],
    [
      'answers something else',
      async () => new Response('<!DOCTYPE html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
    [
      'cannot be reached',
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('searches with Pagefind in the page when the server %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    const fromPagefind: SiteSearchResults = { total: 0, read: async () => [] };
    searchWithPagefind.mockResolvedValue(fromPagefind);
    const { searchSite } = await load();

    await expect(searchSite({ query: 'dental', section: '' }, 'main')).resolves.toBe(fromPagefind);
    expect(searchWithPagefind).toHaveBeenCalledWith({ query: 'dental', section: '' }, 'main');
  });

  it('asks again after a failure of the API', async () => {
    searchWithPagefind.mockResolvedValue({ total: 0, read: async () => [] });
    const { searchSite } = await load();

    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    await searchSite({ query: 'dental', section: '' }, 'main');
    await searchSite({ query: 'dental', section: '' }, 'main');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['404', async () => new Response('Not found', { status: 404 })],
    ['403', async () => new Response('Forbidden', { status: 403 })],
    ['405', async () => new Response('', { status: 405 })],
    [
      'its home page',
      async () => new Response('<!DOCTYPE html>', { headers: { 'content-type': 'text/html' } }),
    ],
  ])('stops asking a site that has no search API (it answered %s)', async (_case, answer) => {
    searchWithPagefind.mockResolvedValue({ total: 0, read: async () => [] });
    fetchMock.mockImplementation(answer);
    const { searchSite } = await load();

    await searchSite({ query: 'dental', section: '' }, 'main');
    await searchSite({ query: 'optical', section: '' }, 'main');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(searchWithPagefind).toHaveBeenCalledTimes(2);
  });

  it('fails a later page the server no longer answers, for the page to say so', async () => {
    fetchMock
      .mockResolvedValueOnce(reply({ total: 25, hits: hits(0, 10) }))
      .mockResolvedValueOnce(new Response('', { status: 503 }));
    const { searchSite } = await load();

    const found = await searchSite({ query: 'cover', section: '' }, 'main');
    await expect(found.read(10, 10)).rejects.toThrow();
  });
});
