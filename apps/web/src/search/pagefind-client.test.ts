import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGEFIND_OPTIONS } from '@ds/site/search';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('/pagefind/pagefind.js');
});

describe('searchWithPagefind', () => {
  it('sends the synonym map’s words to Pagefind, with the filters and ranking, and says what it searched for', async () => {
    const search = vi.fn(async () => ({ results: [] }));
    const options = vi.fn(async () => undefined);
    vi.doMock('/pagefind/pagefind.js', () => ({ options, init: async () => undefined, search }));
    const { searchWithPagefind } = await import('./pagefind-client');

    const misspelt = await searchWithPagefind({ query: 'hosptial', section: '' }, 'gu');
    expect(search).toHaveBeenLastCalledWith('hospital', { filters: { brand: 'gu' } });
    expect(misspelt.searchedFor).toBe('hospital');
    expect(options).toHaveBeenCalledWith(PAGEFIND_OPTIONS);

    const plain = await searchWithPagefind({ query: 'bronze', section: 'Travel' }, 'main');
    expect(search).toHaveBeenLastCalledWith('bronze', { filters: { section: 'Travel' } });
    expect(plain.searchedFor).toBeUndefined();
  });

  it('reads results a page at a time, as hits', async () => {
    const data = (n: number) => ({
      url: `/page-${n}`,
      excerpt: `About <mark>bronze</mark> ${n}`,
      meta: { title: `Page ${n}` },
      filters: { section: ['Travel'] },
    });
    const results = [1, 2, 3].map((n) => ({ data: vi.fn(async () => data(n)) }));
    vi.doMock('/pagefind/pagefind.js', () => ({
      options: async () => undefined,
      init: async () => undefined,
      search: async () => ({ results }),
    }));
    const { searchWithPagefind } = await import('./pagefind-client');

    const found = await searchWithPagefind({ query: 'bronze', section: '' }, 'main');
    expect(found.total).toBe(3);
    expect((await found.read(1, 5)).map((hit) => hit.title)).toEqual(['Page 2', 'Page 3']);
    expect(results[0]!.data).not.toHaveBeenCalled();
  });

  it('loads Pagefind again after a failed load', async () => {
    let fail = true;
    const init = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    vi.doMock('/pagefind/pagefind.js', () => ({
      options: async () => undefined,
      init,
      search: async () => ({ results: [] }),
    }));
    const { searchWithPagefind } = await import('./pagefind-client');

    await expect(searchWithPagefind({ query: 'dental', section: '' }, 'main')).rejects.toThrow('offline');
    fail = false;
    await expect(searchWithPagefind({ query: 'dental', section: '' }, 'main')).resolves.toMatchObject({
      total: 0,
    });
    expect(init).toHaveBeenCalledTimes(2);
  });
});
