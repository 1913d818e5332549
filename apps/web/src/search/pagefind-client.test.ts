import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFilters } from './pagefind-client';

describe('searchFilters', () => {
  it('looks in the main brand’s pages when no section is chosen', () => {
    expect(searchFilters('', 'main')).toEqual({ brand: 'main' });
  });

  it('looks in a chosen section, whichever brand it belongs to', () => {
    expect(searchFilters('Travel', 'main')).toEqual({ section: 'Travel' });
    expect(searchFilters('Gumleaf Health', 'main')).toEqual({ section: 'Gumleaf Health' });
  });

  it('keeps the second brand’s search to its own pages', () => {
    expect(searchFilters('', 'gu')).toEqual({ brand: 'gu' });
    expect(searchFilters('Travel', 'gu')).toEqual({ brand: 'gu' });
  });
});

describe('searchSite', () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock('/pagefind/pagefind.js');
  });

  it('sends the synonym map’s words to Pagefind, with the filters and ranking, and says what it searched for', async () => {
    const search = vi.fn(async () => ({ results: [] }));
    const options = vi.fn(async () => undefined);
    vi.doMock('/pagefind/pagefind.js', () => ({ options, init: async () => undefined, search }));
    const { SEARCH_RANKING, searchSite } = await import('./pagefind-client');

    const misspelt = await searchSite({ query: 'hosptial', section: '' }, 'gu');
    expect(search).toHaveBeenLastCalledWith('hospital', { filters: { brand: 'gu' } });
    expect(misspelt.searchedFor).toBe('hospital');
    expect(options).toHaveBeenCalledWith(expect.objectContaining({ ranking: SEARCH_RANKING }));

    const plain = await searchSite({ query: 'bronze', section: 'Travel' });
    expect(search).toHaveBeenLastCalledWith('bronze', { filters: { section: 'Travel' } });
    expect(plain.searchedFor).toBeUndefined();
  });
});

describe('warmUpSearch', () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock('/pagefind/pagefind.js');
  });

  it('loads Pagefind and the index for the synonym map’s words, once for the search that follows', async () => {
    const init = vi.fn(async () => undefined);
    const preload = vi.fn(async () => undefined);
    const search = vi.fn(async () => ({ results: [] }));
    vi.doMock('/pagefind/pagefind.js', () => ({ options: async () => undefined, init, preload, search }));
    const { searchSite, warmUpSearch } = await import('./pagefind-client');

    warmUpSearch('hosptial');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledWith('hospital'));
    await searchSite({ query: 'hosptial', section: '' });
    expect(init).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('hospital', { filters: { brand: 'main' } });
  });

  it('does nothing without words', async () => {
    const init = vi.fn(async () => undefined);
    vi.doMock('/pagefind/pagefind.js', () => ({ options: async () => undefined, init, preload: vi.fn() }));
    const { warmUpSearch } = await import('./pagefind-client');

    warmUpSearch('');
    await Promise.resolve();
    expect(init).not.toHaveBeenCalled();
  });

  it('leaves a failed load for the search to report, which tries again', async () => {
    let fail = true;
    const init = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    const search = vi.fn(async () => ({ results: [] }));
    vi.doMock('/pagefind/pagefind.js', () => ({
      options: async () => undefined,
      init,
      preload: vi.fn(),
      search,
    }));
    const { searchSite, warmUpSearch } = await import('./pagefind-client');

    warmUpSearch('dental');
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    await expect(searchSite({ query: 'dental', section: '' })).rejects.toThrow('offline');
    fail = false;
    await expect(searchSite({ query: 'dental', section: '' })).resolves.toMatchObject({ total: 0 });
  });
});
