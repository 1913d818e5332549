// The search page as a server that can search sends it: the built page (rendered here as the build renders it) with
// its first results written in from the page's own sample, then hydrated. The results are there before the script
// runs, the page hydrates without a mismatch, and its own results, when they arrive, are the same markup in the
// same place.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readResultSample,
  searchRequestOnPage,
  servedResultsMarkup,
  writeServedResults,
} from '@ds/site/search';
import type { SearchApiReply, SearchHit, SiteSearchResults } from '@ds/site/search';
import { SiteSearch } from './SiteSearch';

const searchSite = vi.fn<(request: { query: string; section: string }) => Promise<SiteSearchResults>>();
vi.mock('./search-client', () => ({
  searchSite: (request: never) => searchSite(request),
  startSearch: () => undefined,
}));

const hit = (n: number, section = 'Health insurance'): SearchHit => ({
  url: `/page-${n}`,
  title: `Page ${n} & more`,
  section,
  description: `About page ${n}`,
  excerpt: [
    { text: 'Cover for ', marked: false },
    { text: 'bronze', marked: true },
    { text: ` page <${n}>`, marked: false },
  ],
});
const HITS = [hit(1), hit(2, ''), { ...hit(3), excerpt: [] }];
const REPLY: SearchApiReply = { total: 12, hits: HITS };

const page = <SiteSearch action="/search" suggestions={<a href="/help">Help centre</a>} />;

/** The page as the server sends it for the address's search, hydrated; returns its container. */
async function arrive(
  reply: SearchApiReply,
  { onRecoverableError = vi.fn(), writtenFor = window.location.search, watch = (_: HTMLElement) => {} } = {},
) {
  const built = renderToString(page);
  const sample = readResultSample(built);
  expect(sample, 'the built page has its sample').not.toBeNull();
  const request = searchRequestOnPage(writtenFor, 'main');
  const markup = servedResultsMarkup(sample!, request, reply);
  const sent = writeServedResults(built, markup!, { request, brand: 'main' });
  expect(sent, 'the built page has a place for the results').not.toBeNull();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = sent!;
  const beforeScript = container.innerHTML;
  watch(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError });
  });
  mounted.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { container, beforeScript };
}
const mounted: (() => void)[] = [];

/** A list's markup with its ids (the server's and React's differ) set aside. */
const withoutIds = (list: Element) =>
  list.outerHTML.replace(/ (id|aria-describedby)="[^"]*"/g, '').replace(/ aria-label="[^"]*"/, '');

beforeEach(() => {
  searchSite.mockReset();
  window.history.replaceState(null, '', '/search?q=bronze');
});
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the first results written by the server', () => {
  it('are in the page before its script runs', async () => {
    searchSite.mockReturnValue(new Promise(() => {}));
    const { beforeScript } = await arrive(REPLY);
    const sent = document.createElement('div');
    sent.innerHTML = beforeScript;
    const list = within(sent).getByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Page 1 & more', '/page-1'],
      ['Page 2 & more', '/page-2'],
      ['Page 3 & more', '/page-3'],
    ]);
    // Escaped as text, never markup: the excerpt's '<1>' is words.
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cover for bronze page <1>');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('About page 3');
    expect(sent).toHaveTextContent('12 results for “bronze”');
    expect(sent.querySelector<HTMLInputElement>('input[name="q"]')?.getAttribute('value')).toBe('bronze');
    // Each link is described by its own line (section and address), as the page's own results are.
    for (const link of links)
      expect(sent.querySelector(`[id="${link.getAttribute('aria-describedby')}"]`)).toHaveTextContent(
        link.getAttribute('href')!,
      );
  });

  it('stay while the page hydrates and its search runs, with no status or placeholder of its own', async () => {
    searchSite.mockReturnValue(new Promise(() => {}));
    const onRecoverableError = vi.fn();
    // Every value the search box had before each change as the page hydrates: it is never emptied to be filled again.
    const boxValues: (string | null)[] = [];
    const watch = (container: HTMLElement) =>
      new MutationObserver((records) => boxValues.push(...records.map((record) => record.oldValue))).observe(
        container.querySelector('input[name="q"]')!,
        { attributeFilter: ['value'], attributeOldValue: true },
      );
    const { container } = await arrive(REPLY, { onRecoverableError, watch });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(boxValues).not.toContain('');
    expect(within(container).getAllByRole('list', { name: 'Search results' })).toHaveLength(1);
    expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
    expect(within(container).getByText('12 results for “bronze”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('bronze');
    // The hidden sample the server read is gone once the page runs.
    expect(container.querySelector('[data-result-sample]')).toBeNull();
  });

  it('are replaced by the page’s own results, the same markup in the same place', async () => {
    let answer!: (results: SiteSearchResults) => void;
    searchSite.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = await arrive(REPLY);
    const served = withoutIds(within(container).getByRole('list', { name: 'Search results' }));
    await act(async () => answer({ total: 12, read: async (from, count) => HITS.slice(from, from + count) }));
    const lists = within(container).getAllByRole('list', { name: 'Search results' });
    expect(lists).toHaveLength(1);
    expect(withoutIds(lists[0]!)).toBe(served);
    expect(within(container).getByRole('status')).toHaveTextContent('12 results for “bronze”');
    expect(within(container).getAllByText('12 results for “bronze”')).toHaveLength(1);
    expect(container.querySelector('[data-served-results]')).toBeNull();
  });

  it('keep focus on the same result when the page’s own replace them', async () => {
    let answer!: (results: SiteSearchResults) => void;
    searchSite.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = await arrive(REPLY);
    within(container)
      .getAllByRole('link', { name: /^Page \d & more$/ })[1]!
      .focus();
    await act(async () => answer({ total: 12, read: async (from, count) => HITS.slice(from, from + count) }));
    expect(container.querySelector('[data-served-results]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 2 & more' })).toHaveFocus();
  });

  it('are not shown for another search than the address’s (a cache that ignored the query string)', async () => {
    searchSite.mockReturnValue(new Promise(() => {}));
    const { container } = await arrive(REPLY, { writtenFor: '?q=dental' });
    expect(within(container).queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(within(container).getByRole('status')).toHaveTextContent('Searching for “bronze”…');
  });

  it('say when nothing was found, with the popular pages in view throughout', async () => {
    let answer!: (results: SiteSearchResults) => void;
    searchSite.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = await arrive({ total: 0, hits: [] });
    expect(within(container).getByText('No results for “bronze”')).toBeVisible();
    expect(within(container).getByText(/^Check the spelling/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeVisible();
    await act(async () => answer({ total: 0, read: async () => [] }));
    expect(within(container).getByRole('status')).toHaveTextContent('No results for “bronze”');
    expect(within(container).getAllByText('No results for “bronze”')).toHaveLength(1);
    expect(within(container).getAllByText(/^Check the spelling/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeVisible();
  });

  it('say when nothing was found in a section, with the same link to every section before and after', async () => {
    window.history.replaceState(null, '', '/search?q=bronze&section=Travel');
    let answer!: (results: SiteSearchResults) => void;
    searchSite.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = await arrive({ total: 0, hits: [] });
    const allSections = () => within(container).getByRole('link', { name: 'Search all sections' });
    expect(allSections()).toHaveAttribute('href', '?q=bronze');
    await act(async () => answer({ total: 0, read: async () => [] }));
    expect(within(container).getByRole('status')).toHaveTextContent('No results for “bronze” in Travel');
    expect(within(container).getAllByRole('link', { name: 'Search all sections' })).toHaveLength(1);
    await userEvent.click(allSections());
    expect(window.location.search).toBe('?q=bronze');
  });

  it('go when another search is asked for before the page’s own arrive', async () => {
    searchSite.mockReturnValue(new Promise(() => {}));
    const { container } = await arrive(REPLY);
    const box = screen.getByRole('searchbox', { name: 'Search for' });
    await userEvent.clear(box);
    await userEvent.type(box, 'dental{Enter}');
    expect(within(container).queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(within(container).getByRole('status')).toHaveTextContent('Searching for “dental”…');
  });
});
