import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchedForText, searchedInsteadText } from '@ds/site/search';
import type { SearchBrand, SearchHit, SiteSearchResults } from '@ds/site/search';
import {
  BEFORE_SCRIPT_NOTE,
  EMPTY_QUERY_NOTE,
  MORE_FAILED,
  RESULTS_PER_PAGE,
  SEARCH_UNAVAILABLE,
  SiteSearch,
} from './SiteSearch';

const searchSite = vi.fn<(request: { query: string; section: string }) => Promise<SiteSearchResults>>();
// Which brand's search asked (the second argument), kept apart so the request assertions stay about the URL.
const searchedBrands: (SearchBrand | undefined)[] = [];
// The searches the module started as it loaded (hoisted: the module loads before this file runs).
const started = vi.hoisted((): unknown[] => []);
vi.mock('./search-client', () => ({
  searchSite: (request: never, brand?: SearchBrand) => {
    searchedBrands.push(brand);
    return searchSite(request);
  },
  startSearch: (request: unknown, brand: SearchBrand) => started.push([request, brand]),
}));

const hit = (n: number, section = 'Health insurance'): SearchHit => ({
  url: `/page-${n}`,
  title: `Page ${n}`,
  section,
  description: `About page ${n}`,
  excerpt: [
    { text: 'Cover for ', marked: false },
    { text: 'bronze', marked: true },
    { text: ` page ${n}`, marked: false },
  ],
});

function resultsOf(hits: SearchHit[]): SiteSearchResults {
  return { total: hits.length, read: async (from, count) => hits.slice(from, from + count) };
}

const renderSearch = () =>
  render(<SiteSearch action="/search" suggestions={<a href="/help">Help centre</a>} />);
const status = () => screen.getByRole('status');

beforeEach(() => {
  searchSite.mockReset();
  searchedBrands.length = 0;
  sessionStorage.clear();
  document.title = 'Search | Larkspur Health';
  window.history.replaceState(null, '', '/search');
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** The search page showing its one result for 'bronze'; with the history's length then. */
async function showingBronze() {
  searchSite.mockResolvedValue(resultsOf([hit(1)]));
  window.history.replaceState(null, '', '/search?q=bronze');
  const user = userEvent.setup();
  renderSearch();
  await waitFor(() => expect(status()).toHaveTextContent('1 result for “bronze”'));
  return { user, before: window.history.length };
}

describe('SiteSearch', () => {
  it('starts the search in the address as its code loads, before it renders', async () => {
    window.history.replaceState(null, '', '/search?q=dental%20cover&section=Travel');
    vi.resetModules();
    started.length = 0;
    await import('./SiteSearch');
    expect(started).toEqual([[{ query: 'dental cover', section: 'Travel' }, 'main']]);
  });

  it('starts the second brand’s search in its own pages, whatever section the address names', async () => {
    window.history.replaceState(null, '', '/gu/search?q=dental&section=Travel');
    vi.resetModules();
    started.length = 0;
    await import('./SiteSearch');
    expect(started).toEqual([[{ query: 'dental', section: '' }, 'gu']]);
  });

  it('is a GET form to the search page, in a search landmark, with the popular pages before any search', () => {
    renderSearch();
    const form = screen.getByRole('search', { name: 'Site' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search for' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('combobox', { name: 'Section' })).toHaveAttribute('name', 'section');
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeVisible();
    expect(searchSite).not.toHaveBeenCalled();
    // Only the server's HTML says results come once the page has loaded: this render has its script, and says
    // what to do in the note's place (which the other keeps, hidden, so nothing moves).
    expect(screen.getByText(EMPTY_QUERY_NOTE)).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText(BEFORE_SCRIPT_NOTE)).toHaveAttribute('aria-hidden', 'true');
  });

  it('searches for what is submitted, puts it in the URL as a new history entry and marks the matches', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1), hit(2)]));
    const user = userEvent.setup();
    renderSearch();
    const before = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), '  bronze   cover {Enter}');
    expect(window.location.search).toBe('?q=bronze+cover');
    expect(window.history.length).toBe(before + 1);
    expect(searchSite).toHaveBeenLastCalledWith({ query: 'bronze cover', section: '' });
    await waitFor(() => expect(status()).toHaveTextContent('2 results for “bronze cover”'));
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/page-1');
    expect(within(results).getAllByText('bronze')[0]?.tagName).toBe('MARK');
    expect(screen.getByRole('link', { name: 'Help centre', hidden: true })).not.toBeVisible();
  });

  it('shows a loading state until the results arrive', async () => {
    let finish: (results: SiteSearchResults) => void = () => {};
    searchSite.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    window.history.replaceState(null, '', '/search?q=ndis');
    renderSearch();
    expect(status()).toHaveTextContent('Searching for “ndis”…');
    await act(async () => finish(resultsOf([hit(1)])));
    expect(status()).toHaveTextContent('1 result for “ndis”');
  });

  it('narrows to a section from the URL and from the Section choice', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1, 'Travel')]));
    window.history.replaceState(null, '', '/search?q=cover&section=Travel');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “cover” in Travel'));
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('Travel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Shareholders');
    expect(window.location.search).toBe('?q=cover&section=Shareholders');
    expect(searchSite).toHaveBeenLastCalledWith({ query: 'cover', section: 'Shareholders' });
  });

  it('searches for what is in the box when the section changes, as a new history entry', async () => {
    const { user, before } = await showingBronze();
    await user.clear(screen.getByRole('searchbox', { name: 'Search for' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'dental');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Health insurance');
    expect(window.location.search).toBe('?q=dental&section=Health+insurance');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “dental” in Health insurance'));
  });

  it('makes one history entry of sections chosen one after another (arrow keys on the closed select)', async () => {
    const { user, before } = await showingBronze();
    const select = screen.getByRole('combobox', { name: 'Section' });
    for (const section of ['Health insurance', 'Travel', 'Shareholders'])
      await user.selectOptions(select, section);
    expect(window.location.search).toBe('?q=bronze&section=Shareholders');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “bronze” in Shareholders'));
    // A search made after them is an entry of its own, and so is the next section chosen.
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), ' cover{Enter}');
    expect(window.history.length).toBe(before + 2);
    await user.selectOptions(select, 'Travel');
    expect(window.history.length).toBe(before + 3);
  });

  it('puts the search in the page title', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1)]));
    window.history.replaceState(null, '', '/search?q=ambulance');
    renderSearch();
    await waitFor(() => expect(document.title).toBe('ambulance: Search | Larkspur Health'));
  });

  it('says when nothing matched, with the popular pages and a way out of a section', async () => {
    searchSite.mockResolvedValue(resultsOf([]));
    window.history.replaceState(null, '', '/search?q=zzqx&section=Travel');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('No results for “zzqx” in Travel'));
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Search all sections' }));
    expect(window.location.search).toBe('?q=zzqx');
  });

  it('shows markup typed as a query as text', async () => {
    searchSite.mockResolvedValue(resultsOf([]));
    window.history.replaceState(null, '', `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const { container } = renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('No results for “<img src=x onerror=alert(1)>”'));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('<img src=x onerror=alert(1)>');
  });

  it('adds results on request and moves focus to the first one added', async () => {
    const hits = Array.from({ length: RESULTS_PER_PAGE + 3 }, (_, n) => hit(n + 1));
    searchSite.mockResolvedValue(resultsOf(hits));
    window.history.replaceState(null, '', '/search?q=bronze');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('13 results for “bronze”'));
    expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE);
    expect(screen.getByText(`Showing ${RESULTS_PER_PAGE} of 13`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(13));
    // Focus moves in an effect after the new results are drawn.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: `Page ${RESULTS_PER_PAGE + 1}` })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('keeps the results when more cannot be loaded, says so, and its button tries again, with focus on it', async () => {
    const hits = Array.from({ length: 25 }, (_, n) => hit(n + 1));
    let fail = true;
    searchSite.mockResolvedValue({
      total: hits.length,
      read: async (from, count) => {
        if (from > 0 && fail) throw new Error('offline');
        return hits.slice(from, from + count);
      },
    });
    window.history.replaceState(null, '', '/search?q=claim');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE));
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MORE_FAILED);
    expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE);
    expect(status()).toHaveTextContent('25 results for “claim”');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more results' })).toHaveFocus());
    fail = false;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows as many results again after a reload as the search showed', async () => {
    const hits = Array.from({ length: 25 }, (_, n) => hit(n + 1));
    searchSite.mockResolvedValue(resultsOf(hits));
    window.history.replaceState(null, '', '/search?q=claim');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE));
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    // A reload: the same history entry, a new page.
    cleanup();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    // A new search starts at the first results: in an entry of its own, or in this one.
    window.history.pushState(null, '', '/search?q=claim');
    cleanup();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE));
    window.history.back();
    await waitFor(() => expect(window.history.state).not.toBeNull());
    window.history.replaceState(window.history.state, '', '/search?q=claim&section=Travel');
    cleanup();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE));
  });

  it('back from an opened result, shows as many results as before with focus on the one opened', async () => {
    const hits = Array.from({ length: 25 }, (_, n) => hit(n + 1));
    searchSite.mockResolvedValue(resultsOf(hits));
    window.history.replaceState(null, '', '/search?q=claim');
    const user = userEvent.setup();
    const first = renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE));
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    const opened = screen.getByRole('link', { name: 'Page 14' });
    // The visitor leaves for the result's page (jsdom does not navigate), then comes Back to a new document.
    opened.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(opened);
    first.unmount();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Page 14' })).toHaveFocus());
    // Used once: a later visit to the same search (a history entry of its own) starts at the top again.
    window.history.pushState(null, '', '/search?q=claim');
    cleanup();
    renderSearch();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(RESULTS_PER_PAGE));
  });

  it('describes each result link by its section and address (titles repeat across the site)', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1, 'Travel')]));
    window.history.replaceState(null, '', '/search?q=contact');
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result'));
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAccessibleDescription('Travel /page-1');
  });

  it('says when search cannot run, and tries again on request', async () => {
    searchSite.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(resultsOf([hit(1)]));
    window.history.replaceState(null, '', '/search?q=bronze');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent(SEARCH_UNAVAILABLE));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The button goes as the search runs again; focus waits in the search box rather than being lost.
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveFocus();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “bronze”'));
  });

  it('follows Back to the previous search', async () => {
    searchSite.mockImplementation(async ({ query }) =>
      resultsOf(query === 'ndis' ? [hit(1)] : [hit(1), hit(2)]),
    );
    window.history.replaceState(null, '', '/search?q=ndis');
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “ndis”'));
    act(() => {
      window.history.pushState(null, '', '/search?q=bronze');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('2 results for “bronze”'));
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('bronze');
  });
  it('puts focus in the search box on arriving at an empty search (from the header’s search icon)', async () => {
    renderSearch();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveFocus());
  });

  it('leaves focus alone on arriving at a search with words (a shared link, a reload, Back)', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1)]));
    window.history.replaceState(null, '', '/search?q=bronze');
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “bronze”'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('searchbox', { name: 'Search for' })).not.toHaveFocus();
  });

  it('puts focus in the search box when the search empties from outside the form (the header icon on results)', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1)]));
    window.history.replaceState(null, '', '/search?q=bronze');
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “bronze”'));
    screen.getByRole('link', { name: 'Page 1' }).focus();
    act(() => {
      window.history.pushState(null, '', '/search');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveFocus());
  });

  it('keeps focus on the Section choice when a section is chosen with nothing typed', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1)]));
    window.history.replaceState(null, '', '/search?q=bronze');
    const user = userEvent.setup();
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “bronze”'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search for' }));
    const sectionChoice = screen.getByRole('combobox', { name: 'Section' });
    await user.selectOptions(sectionChoice, 'Travel');
    expect(window.location.search).toBe('?section=Travel');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(sectionChoice).toHaveFocus();
  });

  it('says what it searched for when the synonym map changed the words', async () => {
    searchSite.mockResolvedValue({ ...resultsOf([hit(1)]), searchedFor: 'hospital' });
    window.history.replaceState(null, '', '/search?q=hosptial');
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “hosptial”'));
    expect(screen.getByText(searchedForText('hospital'))).toBeVisible();
  });

  it('when the changed words find nothing, says what it searched for without claiming to show results', async () => {
    searchSite.mockResolvedValue({ ...resultsOf([]), searchedFor: 'lifetime health cover' });
    window.history.replaceState(null, '', '/gu/search?q=LHC');
    render(<SiteSearch action="/gu/search" brand="gu" suggestions={<a href="/gu/help">Help</a>} />);
    await waitFor(() => expect(status()).toHaveTextContent('No results for “LHC”'));
    expect(screen.getByText(searchedInsteadText('lifetime health cover'))).toBeVisible();
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('as the second brand’s search: its own pages only, with no sections to choose from', async () => {
    searchSite.mockResolvedValue(resultsOf([hit(1, 'Gumleaf Health')]));
    window.history.replaceState(null, '', '/gu/search?q=claim&section=Travel');
    render(<SiteSearch action="/gu/search" brand="gu" suggestions={<a href="/gu/help">Help</a>} />);
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “claim”'));
    expect(screen.queryByRole('combobox', { name: 'Section' })).toBeNull();
    expect(searchSite).toHaveBeenLastCalledWith({ query: 'claim', section: '' });
    expect(searchedBrands.at(-1)).toBe('gu');
  });
});
