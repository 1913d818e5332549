import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderResult } from '@ds/providers/types';
import {
  FindAProvider,
  SEARCH_FAILED,
  placeMissing,
  locationOutside,
  locationRefused,
  locationUnavailable,
} from './FindAProvider';
import type { FindAProviderProps } from './FindAProvider';

// The map has tests of its own; here it only has to be given the pins the list shows, the first as a button.
vi.mock('./map', () => ({
  ProviderMap: ({ pins }: { pins: { number: number; name: string }[] }) => (
    <div>
      <p>Map with {pins.length} pins</p>
      <button type="button">Pin {pins[0]?.number}</button>
    </div>
  ),
}));

const PLACE = { label: 'PARRAMATTA NSW 2150', latitude: -33.815, longitude: 151.002 };

function aResult(n: number, overrides: Partial<ProviderResult> = {}): ProviderResult {
  return {
    slug: `dentist-${n}`,
    country: 'au',
    service: 'dental',
    name: `Dentist ${n}`,
    offers: ['Check-ups and cleans'],
    street: `${n} Church Street`,
    locality: 'PARRAMATTA',
    state: 'NSW',
    postcode: '2150',
    latitude: -33.815,
    longitude: 151.002,
    timeZone: 'Australia/Sydney',
    phone: '02 5550 1234',
    hours: [{ day: 0, opens: '09:00', closes: '17:00' }],
    openAllHours: false,
    languages: n === 1 ? ['Mandarin', 'Arabic'] : [],
    wheelchairAccess: n === 1,
    networks: n % 2 === 1 ? ['first-choice'] : [],
    distanceKm: n / 10,
    openNow: n === 1,
    href: `/find-a-provider/dental/dentist-${n}`,
    ...overrides,
  };
}

/** The API over `total` dentists, answering pages of them from `offset`, as the route does. */
function directoryOf(total: number, place = PLACE) {
  return (url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const radiusKm = Number(url.searchParams.get('radius') ?? 10);
    const providers = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      aResult(offset + i + 1),
    );
    return json(200, { place, radiusKm, total, offset, limit, providers });
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (url: URL) => Response | Promise<Response>;
let answer: Answer;

/** The API's answers wait until `release()` is called: what the page shows while a request is out. */
function holdAnswers(answerWith: Answer): () => void {
  let release: () => void = () => {};
  answer = (url) =>
    new Promise((resolve) => {
      release = () => resolve(answerWith(url));
    });
  return () => release();
}
const providerCalls: URL[] = [];

beforeEach(() => {
  providerCalls.length = 0;
  answer = directoryOf(37);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      // The address lookup's suggestions: none here, so what is typed is what is searched.
      if (url.pathname === '/api/address/predictive')
        return json(200, { DtResponse: { RequestId: '1', ResultCount: '0', Result: [], ErrorMessage: '' } });
      providerCalls.push(url);
      return answer(url);
    }),
  );
  document.title = 'Find a provider | Larkspur';
  window.history.replaceState(null, '', '/find-a-provider');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const props: FindAProviderProps = {
  directory: { brand: 'main', country: 'au' },
  network: {
    id: 'first-choice',
    badge: {
      name: 'First Choice Network',
      savings: { dental: 'Members with extras cover pay nothing out of pocket for check-ups and cleans.' },
    },
  },
  languages: ['Arabic', 'Mandarin'],
  popularServices: ['dental', 'optical', 'physiotherapy'],
  linkToPages: true,
  whereField: 'address',
  examplePlace: 'Parramatta 2150',
};

const renderFinder = (overrides: Partial<FindAProviderProps> = {}) =>
  render(<FindAProvider {...props} {...overrides} />);
const where = () => screen.getByRole('combobox', { name: 'Suburb or postcode' });
const whereText = () => (where() as HTMLInputElement).value;
const resultsHeading = () => screen.getByRole('heading', { level: 2 });
const status = () => screen.getByRole('status');
const results = () =>
  within(screen.getByRole('list', { name: 'Providers, nearest first' })).getAllByRole('listitem', {
    name: /Dentist/,
  });

async function searchFor(place: string, { service = 'Dentists', network = false } = {}) {
  const user = userEvent.setup();
  renderFinder();
  await user.type(where(), place);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), service);
  if (network) await user.click(screen.getByRole('checkbox', { name: 'First Choice Network only' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('FindAProvider', () => {
  it('shows a prompt and popular services before a place is given, and asks the API nothing', () => {
    renderFinder();
    expect(screen.getByRole('search', { name: 'Providers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find providers near you' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dentists' })).toHaveAttribute('href', '?service=dental');
    expect(providerCalls).toEqual([]);
  });

  it('a popular service fills in the service and takes focus to the place', async () => {
    const user = userEvent.setup();
    renderFinder();
    await user.click(screen.getByRole('link', { name: 'Optometrists' }));
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('optical');
    expect(where()).toHaveFocus();
  });

  it('searches for a typed suburb and postcode, holds the search in a new history entry and focuses the count', async () => {
    const before = window.history.length;
    await searchFor('Parramatta 2150', { network: true });
    expect(window.location.search).toBe('?near=Parramatta+2150&service=dental&radius=10&network=true');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() =>
      expect(resultsHeading()).toHaveTextContent('37 dentists within 10 km of PARRAMATTA NSW 2150'),
    );
    // Focus moves once the results have rendered (an effect): on a busy machine, a moment after their text.
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
    expect(status()).toHaveTextContent('37 dentists within 10 km of PARRAMATTA NSW 2150');
    expect(providerCalls[0]?.search).toBe(
      '?near=Parramatta+2150&service=dental&radius=10&network=true&limit=10',
    );
    expect(results()).toHaveLength(10);
  });

  it('shows each result with its number, page, distance, address, call link, opening and network', async () => {
    window.history.replaceState(null, '', '/find-a-provider?near=Parramatta%202150&service=dental');
    renderFinder();
    const first = await screen.findByRole('listitem', { name: 'Dentist 1' });
    expect(within(first).getByText('1')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Dentist 1' })).toHaveAttribute(
      'href',
      '/find-a-provider/dental/dentist-1',
    );
    expect(first).toHaveTextContent('0.1 km away');
    expect(first).toHaveTextContent('1 Church Street, PARRAMATTA NSW 2150');
    expect(within(first).getByRole('link', { name: 'Call 02 5550 1234' })).toHaveAttribute(
      'href',
      'tel:0255501234',
    );
    expect(first).toHaveTextContent('Open now');
    expect(first).toHaveTextContent('First Choice Network');
    expect(first).toHaveTextContent(
      'Members with extras cover pay nothing out of pocket for check-ups and cleans.',
    );
    expect(first).toHaveTextContent('Wheelchair access');
    expect(first).toHaveTextContent('Also speaks Mandarin, Arabic');
    const second = screen.getByRole('listitem', { name: 'Dentist 2' });
    expect(second).toHaveTextContent('Closed now');
    expect(second).not.toHaveTextContent('First Choice Network');
    expect(second).not.toHaveTextContent('Members with extras cover');
  });

  it('gives results without pages of their own their details in place, under an id a pin leads to', async () => {
    window.history.replaceState(null, '', '/gu/find-a-provider?near=Parramatta%202150');
    renderFinder({
      linkToPages: false,
      directory: { brand: 'gu', country: 'au' },
      network: { id: 'gumleaf-preferred', badge: { name: 'Gumleaf Preferred Providers' } },
    });
    const first = await screen.findByRole('listitem', { name: 'Dentist 1' });
    expect(first).toHaveAttribute('id', 'provider-dentist-1');
    expect(within(first).queryByRole('link', { name: 'Dentist 1' })).toBeNull();
    expect(first).toHaveTextContent('Offers: Check-ups and cleans');
    expect(first).toHaveTextContent('Open Monday 9:00 am to 5:00 pm.');
    expect(providerCalls[0]?.searchParams.get('brand')).toBe('gu');
    expect(screen.getByRole('checkbox', { name: 'Gumleaf Preferred Providers only' })).toBeVisible();
  });

  it('restores the form and the results from the URL (reload, a shared link)', async () => {
    window.history.replaceState(
      null,
      '',
      '/find-a-provider?near=Parramatta%202150&service=dental&radius=25&network=true&open=now&wheelchair=true&language=Mandarin&shown=20',
    );
    renderFinder();
    expect(whereText()).toBe('Parramatta 2150');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('dental');
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveValue('25');
    expect(screen.getByRole('checkbox', { name: 'First Choice Network only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wheelchair access' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Language spoken' })).toHaveValue('Mandarin');
    await waitFor(() => expect(results()).toHaveLength(20));
    // Restoring is no search of the visitor's: focus stays where the page put it.
    expect(resultsHeading()).not.toHaveFocus();
    expect(providerCalls[0]?.searchParams.get('limit')).toBe('20');
  });

  it('shows the place from the URL in the box exactly as it was typed, whatever its shape', () => {
    for (const near of ['2150', 'Parramatta', 'Parramatta 2150', '12 CHURCH ST, PARRAMATTA NSW 2150']) {
      window.history.replaceState(null, '', `/find-a-provider?near=${encodeURIComponent(near)}`);
      renderFinder();
      expect(where()).toHaveValue(near);
      cleanup();
    }
  });

  it('Back and Forward bring back the search of each history entry', async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    await user.clear(where());
    await user.type(where(), 'Blacktown 2148');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Optometrists');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toContain('near=Blacktown+2148'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('?near=Parramatta+2150&service=dental&radius=10');
    await waitFor(() => expect(whereText()).toBe('Parramatta 2150'));
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('dental');
  });

  it("'Show more' adds the next 10, keeps the count in the URL without a history entry, and focuses the first new one", async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    const before = window.history.length;
    expect(screen.getByText('Showing 10 of 37')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(results()).toHaveLength(20));
    expect(screen.getByRole('link', { name: 'Dentist 11' })).toHaveFocus();
    expect(window.location.search).toContain('shown=20');
    expect(window.history.length).toBe(before);
    expect(providerCalls.at(-1)?.searchParams.get('offset')).toBe('10');
    expect(screen.getByText('Map with 20 pins')).toBeInTheDocument();
  });

  it("Back to a search after 'Show more' shows as many as it showed, each once", async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(results()).toHaveLength(20));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '25 km');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('within 25 km'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('within 10 km'));
    expect(results()).toHaveLength(20);
    expect(screen.getAllByRole('listitem', { name: 'Dentist 11' })).toHaveLength(1);
  });

  it("drops a 'Show more' answer that comes after a new search: no count in its URL, no results added, focus stays", async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    let release: () => void = () => {};
    const pages = directoryOf(37);
    answer = (url) =>
      url.searchParams.get('offset') === '10'
        ? new Promise((resolve) => {
            release = () => resolve(pages(url));
          })
        : pages(url);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(providerCalls.at(-1)?.searchParams.get('offset')).toBe('10'));
    const moreSignal = vi.mocked(fetch).mock.calls.at(-1)?.[1]?.signal;
    await user.clear(where());
    await user.type(where(), 'Blacktown 2148');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('37 dentists within 10 km'));
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
    expect(moreSignal?.aborted).toBe(true);
    await act(async () => release());
    expect(window.location.search).toBe('?near=Blacktown+2148&service=dental&radius=10');
    expect(results()).toHaveLength(10);
    expect(resultsHeading()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
  });

  it("drops a 'Show more' answer that comes after Back: the earlier entry's URL gets no count of its own", async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    const release = holdAnswers(directoryOf(37));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(providerCalls.at(-1)?.searchParams.get('offset')).toBe('10'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('');
    await act(async () => release());
    expect(window.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Find providers near you' })).toBeVisible();
  });

  it('keeps the last results, dimmed and busy, while the next search runs', async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    const release = holdAnswers(directoryOf(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '25 km');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(status()).toHaveTextContent('Searching for dentists…'));
    expect(screen.getByRole('region', { name: 'Searching…' })).toHaveAttribute('aria-busy', 'true');
    expect(results()).toHaveLength(10);
    await act(async () => release());
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('3 dentists within 25 km'));
    expect(resultsHeading()).toHaveFocus();
  });

  it('with no results, says so and widens to the next radius in one click', async () => {
    answer = directoryOf(0);
    const user = await searchFor('Tibooburra 2880');
    await waitFor(() =>
      expect(resultsHeading()).toHaveTextContent('No dentists within 10 km of PARRAMATTA NSW 2150'),
    );
    expect(resultsHeading()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Search within 25 km' }));
    expect(window.location.search).toContain('radius=25');
    await waitFor(() => expect(providerCalls.at(-1)?.searchParams.get('radius')).toBe('25'));
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveValue('25');
    await waitFor(() => expect(resultsHeading()).toHaveFocus());
  });

  it('with no results at 50 km, suggests fewer options', async () => {
    answer = directoryOf(0);
    window.history.replaceState(
      null,
      '',
      '/find-a-provider?near=Tibooburra&service=dental&radius=50&network=true&open=now',
    );
    const user = userEvent.setup();
    renderFinder();
    await screen.findByText(/Try fewer options: this search asked for First Choice Network only, open now/);
    expect(screen.queryByRole('button', { name: /Search within/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search without these options' }));
    expect(window.location.search).toBe('?near=Tibooburra&service=dental&radius=50');
  });

  it("says the API's own words for a place it cannot find, keeps what was typed, and takes focus to the place, with no 'Try again'", async () => {
    answer = () =>
      json(404, {
        error: {
          code: 'place_not_found',
          message: 'We could not find ‘Parramatt’. Type a suburb and postcode, such as Parramatta 2150.',
        },
      });
    const user = await searchFor('Parramatt', { network: true });
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('Search did not work'));
    expect(status()).toHaveTextContent('We could not find ‘Parramatt’. Type a suburb and postcode');
    // The same search would be refused again: the place is what to change.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(where()).toHaveFocus());
    expect(whereText()).toBe('Parramatt');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('dental');
    expect(screen.getByRole('checkbox', { name: 'First Choice Network only' })).toBeChecked();
    answer = directoryOf(2);
    await user.type(where(), 'a 2150');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('2 dentists within 10 km'));
  });

  it("offers no 'Try again' after a search the API will not take (400), and focuses the place", async () => {
    answer = () =>
      json(400, { error: { code: 'invalid_query', message: 'Type a place of 200 letters or fewer.' } });
    await searchFor('Parramatta 2150');
    await waitFor(() => expect(status()).toHaveTextContent('Type a place of 200 letters or fewer.'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(where()).toHaveFocus());
  });

  it.each([
    { failure: 'a server failure (503)', reply: () => new Response('busy', { status: 503 }) },
    {
      failure: 'too many searches (429)',
      reply: () => json(429, { error: { code: 'rate_limited', message: 'Slow down.' } }),
    },
    {
      failure: 'no network',
      reply: (): Response => {
        throw new TypeError('Failed to fetch');
      },
    },
  ])("keeps 'Try again' after $failure, which asks again", async ({ reply }) => {
    answer = reply;
    const user = await searchFor('Parramatta 2150');
    await waitFor(() =>
      expect(status()).toHaveTextContent(`${SEARCH_FAILED} Check your connection and try again.`),
    );
    expect(resultsHeading()).toHaveFocus();
    answer = directoryOf(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultsHeading()).toHaveTextContent('2 dentists within 10 km'));
  });

  it('lets a place too long for one line wrap in the messages that repeat it, so a phone never scrolls sideways', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'FindAProvider.module.css'), 'utf8');
    const rule = (selector: string) => new RegExp(`\\${selector}\\s*\\{[^}]*overflow-wrap:\\s*anywhere`);
    // The error state (the API repeats the place), the location state and the 'Show more' failure.
    for (const selector of ['.problem', '.wide', '.moreFailed']) expect(css).toMatch(rule(selector));
  });

  it('says a failed search failed, without the reply of a server it does not understand', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await searchFor('Parramatta 2150');
    await waitFor(() => expect(status()).toHaveTextContent(SEARCH_FAILED));
    expect(screen.queryByText(/Bad gateway/)).toBeNull();
  });

  it("'Show more' keeps focus while it loads, and after a failure says so aloud and stays focused to try again", async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    let release: (reply: Response) => void = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const more = screen.getByRole('button', { name: 'Show more' });
    more.focus();
    await user.keyboard('{Enter}');
    const loading = screen.getByRole('button', { name: 'Loading more…' });
    expect(loading).toHaveFocus();
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while busy: nothing more is asked.
    const asked = providerCalls.length;
    await user.keyboard('{Enter}');
    expect(providerCalls).toHaveLength(asked);
    await act(async () => release(new Response('busy', { status: 503 })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_FAILED));
    const again = screen.getByRole('button', { name: 'Show more' });
    expect(again).toHaveFocus();
    answer = directoryOf(37);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(results()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the search in the page title when it is restored from the URL, as when it is made on the page', async () => {
    window.history.replaceState(null, '', '/find-a-provider?near=Parramatta%202150&service=dental');
    renderFinder();
    await waitFor(() =>
      expect(document.title).toBe('Dentists near Parramatta 2150: Find a provider | Larkspur'),
    );
    // The page's own <title>, drawn after the search was restored (as Next may as the page hydrates).
    const late = document.createElement('title');
    late.textContent = 'Find a provider | Larkspur';
    document.head.prepend(late);
    await waitFor(() =>
      expect(document.title).toBe('Dentists near Parramatta 2150: Find a provider | Larkspur'),
    );
    late.remove();
    // Leaving for another page: its title is its own, never put back to the search's.
    const next = document.createElement('title');
    next.textContent = 'Geebung Hill Dental Studio, Parramatta | Larkspur';
    document.head.prepend(next);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Geebung Hill Dental Studio, Parramatta | Larkspur');
    next.remove();
  });

  it('drops a language from the URL that the directory does not have: the search works and the select does not offer it', async () => {
    window.history.replaceState(null, '', '/find-a-provider?near=Parramatta%202150&language=Klingon%3Cb%3E');
    renderFinder();
    await waitFor(() => expect(results()).toHaveLength(10));
    expect(providerCalls[0]?.searchParams.has('language')).toBe(false);
    const language = screen.getByRole('combobox', { name: 'Language spoken' });
    expect(language).toHaveValue('');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any language', 'Arabic', 'Mandarin']);
  });

  it('writes a New Zealand address with a comma before the region, and an Australian one as LOCALITY STATE POSTCODE', async () => {
    answer = (url) =>
      json(200, {
        place: { label: 'Lower Hutt', latitude: -41.21, longitude: 174.9 },
        radiusKm: 10,
        total: 1,
        offset: 0,
        limit: Number(url.searchParams.get('limit')),
        providers: [
          aResult(1, {
            country: 'nz',
            street: '296 Princes Road',
            locality: 'Lower Hutt',
            state: 'Wellington',
            postcode: '',
          }),
        ],
      });
    window.history.replaceState(null, '', '/find-a-provider?near=Lower%20Hutt');
    renderFinder({
      whereField: 'text',
      directory: { brand: 'main', country: 'nz' },
      linkToPages: false,
      network: null,
    });
    const result = await screen.findByRole('listitem', { name: 'Dentist 1' });
    expect(result).toHaveTextContent('296 Princes Road, Lower Hutt, Wellington');
    cleanup();
    answer = directoryOf(1);
    window.history.replaceState(null, '', '/find-a-provider?near=Parramatta%202150');
    renderFinder();
    expect(await screen.findByRole('listitem', { name: 'Dentist 1' })).toHaveTextContent(
      '1 Church Street, PARRAMATTA NSW 2150',
    );
  });

  it.each([
    { failure: 'refused', code: 1, message: locationRefused },
    { failure: 'unavailable', code: 2, message: locationUnavailable },
  ])(
    "when the location is $failure on the New Zealand page, asks for a town or suburb with the page's example",
    async ({ code, message }) => {
      const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
        failure({ code, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      );
      vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
      const user = userEvent.setup();
      renderFinder({
        whereField: 'text',
        directory: { brand: 'main', country: 'nz' },
        linkToPages: false,
        network: null,
        examplePlace: 'Petone',
      });
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      const expected = message('nz', 'Petone');
      expect(expected).toMatch(/Type your town or suburb in the box instead, such as Petone\.$/);
      await waitFor(() => expect(document.body).toHaveTextContent(expected));
      expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(expected);
      expect(within(screen.getByRole('search')).queryByText(/Parramatta|postcode/)).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Town or suburb' })).toHaveFocus();
    },
  );

  it('asks for a place when Search is pressed with none, and focuses the box', async () => {
    const user = userEvent.setup();
    renderFinder();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toHaveFocus();
    expect(where()).toHaveAccessibleDescription(expect.stringContaining(placeMissing('au')));
    expect(providerCalls).toEqual([]);
  });

  it("'Use my location' asks the browser only when pressed, and searches from the rounded position", async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: -33.81472, longitude: 151.00123 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    answer = directoryOf(5, { label: 'Your location', latitude: -33.815, longitude: 151.001 });
    const user = userEvent.setup();
    renderFinder();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(window.location.search).toBe('?lat=-33.815&lng=151.001&radius=10');
    await waitFor(() =>
      expect(resultsHeading()).toHaveTextContent('5 providers within 10 km of your location'),
    );
    expect(resultsHeading()).toHaveFocus();
  });

  it('when the location is refused, says how to type a suburb instead and focuses the box', async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup();
    renderFinder();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'We could not get your location. Type your suburb or postcode in the box instead, such as Parramatta 2150.',
      ),
    );
    expect(where()).toHaveFocus();
    expect(window.location.search).toBe('');
  });

  it('on phones the map is behind a Map button that says whether it is open', async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    const toggle = screen.getByRole('button', { name: 'Map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Map with 10 pins')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Map with 10 pins')).toBeVisible();
  });

  it('puts the opened map straight after the Map button, so Tab from Map reaches its pins before the list', async () => {
    const user = await searchFor('Parramatta 2150');
    await waitFor(() => expect(results()).toHaveLength(10));
    const toggle = screen.getByRole('button', { name: 'Map' });
    await user.click(toggle);
    const pin = screen.getByRole('button', { name: 'Pin 1' });
    const list = screen.getByRole('list', { name: 'Providers, nearest first' });
    expect(toggle.compareDocumentPosition(pin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pin.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(pin).toHaveFocus();
  });

  it.each([
    {
      country: 'au' as const,
      examplePlace: 'Parramatta 2150',
      field: () => where(),
      expected:
        'Your location is outside Australia, so we cannot search from it. Type a suburb or postcode instead, such as Parramatta 2150.',
    },
    {
      country: 'nz' as const,
      examplePlace: 'Petone',
      field: () => screen.getByRole('textbox', { name: 'Town or suburb' }),
      expected:
        'Your location is outside New Zealand, so we cannot search from it. Type a town or suburb instead, such as Petone.',
    },
  ])(
    'when the location is outside $country, says so in the location state, not the API wording, and focuses the box',
    async ({ country, examplePlace, field, expected }) => {
      const getCurrentPosition = vi.fn((success: PositionCallback) =>
        success({ coords: { latitude: 51.5072, longitude: -0.1276 } } as GeolocationPosition),
      );
      vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
      const name = country === 'au' ? 'Australia' : 'New Zealand';
      answer = () =>
        json(400, { error: { code: 'invalid_query', message: `lat and lng must be a point in ${name}` } });
      const user = userEvent.setup();
      renderFinder(
        country === 'au'
          ? {}
          : {
              whereField: 'text',
              directory: { brand: 'main', country },
              linkToPages: false,
              network: null,
              examplePlace,
            },
      );
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(within(screen.getByRole('search')).getByText(expected)).toBeVisible());
      expect(locationOutside(country, examplePlace)).toBe(expected);
      expect(field()).toHaveFocus();
      // Said once, by the location state's own live region.
      expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(expected);
      expect(
        screen.getAllByRole('status').filter((region) => region.textContent?.includes(expected)),
      ).toHaveLength(1);
      expect(document.body).not.toHaveTextContent(/lat and lng|Search did not work/);
    },
  );

  it('a New Zealand search takes a town in a plain box and asks the New Zealand directory', async () => {
    const user = userEvent.setup();
    renderFinder({
      whereField: 'text',
      directory: { brand: 'main', country: 'nz' },
      linkToPages: false,
      network: null,
    });
    expect(screen.queryByRole('checkbox', { name: /only$/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Town or suburb' }), 'Ponsonby{Enter}');
    await waitFor(() => expect(providerCalls[0]?.searchParams.get('country')).toBe('nz'));
    expect(providerCalls[0]?.searchParams.get('near')).toBe('Ponsonby');
  });

  it('in New Zealand asks for a town or suburb, never a postcode', async () => {
    const user = userEvent.setup();
    renderFinder({
      whereField: 'text',
      directory: { brand: 'main', country: 'nz' },
      linkToPages: false,
      network: null,
      examplePlace: 'Petone',
    });
    expect(
      screen.getByText(/^Type a town or suburb, or use your location, then choose a service\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('textbox', { name: 'Town or suburb' });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Type a town or suburb, or use your location.'),
    );
    expect(document.body).not.toHaveTextContent(/postcode/);
  });
});
