'use client';
// The site search: a plain GET form (it works before this script arrives) whose query lives in the URL, and the
// results found for it (by the server's search API, or Pagefind in the page), rendered with the library's
// components; a server that searches writes the first into the page it sends, which this keeps until it shows its
// own. Every search is a history entry, so Back and Forward step through them and a search can be shared or
// reloaded.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Select, TextInput } from '@ds/ui';
import { useHydrated, useUrlSearch } from '@ds/ui/hooks';
import { useSearchTitle } from '@/chrome/useSearchTitle';
import {
  QUERY_CUT_NOTE,
  RESULT_SAMPLE_ATTRIBUTE,
  SAMPLE_ALL_SECTIONS_HREF,
  SAMPLE_HELP,
  SAMPLE_HIT,
  SAMPLE_NO_RESULTS,
  SAMPLE_NOTE,
  SAMPLE_STATUS,
  SEARCH_PAGE_PATHS,
  SEARCH_QUERY_INPUT_ID,
  SERVED_RESULTS_ATTRIBUTE,
  SEARCH_PAGE_SIZE,
  SEARCH_SECTIONS,
  allSectionsHref,
  describeSearch,
  noResultsHelp,
  normaliseQuery,
  resultCountText,
  searchBrand,
  searchRequestOnPage,
  searchedForText,
  searchedInsteadText,
  servedFor,
  tidyQuery,
} from '@ds/site/search';
import type { SearchBrand, SearchHit, SiteSearchResults } from '@ds/site/search';
import { rememberShown, saveReturnPoint, shownBefore, takeReturnPoint } from './return-point';
import { searchSite, startSearch } from './search-client';
import { NoResultsHelp } from './NoResultsHelp';
import { SearchResultList } from './SearchResultList';
import { useKeptScroll } from './useKeptScroll';
import styles from './SiteSearch.module.css';

/** Results shown at first and added by each 'Show more results'. */
export const RESULTS_PER_PAGE = SEARCH_PAGE_SIZE;
export const SEARCH_UNAVAILABLE = 'Search is not available right now.';
export const BEFORE_SCRIPT_NOTE =
  'Results appear here once the page has finished loading. If they do not, try the popular pages below.';
/** What the search page says before anything is searched, once it can search. */
export const EMPTY_QUERY_NOTE = 'Type a word or two and press Search, or try the popular pages below.';
const QUERY_ID = SEARCH_QUERY_INPUT_ID;

// Words in the address (a search shared, reloaded or made before this script arrived) are searched for as soon as
// this module runs, while the page is still hydrating; the search below, which starts only after, takes that answer.
// Only on a search page: the module can run as the app router arrives from another page, at that page's address.
if (typeof window !== 'undefined' && SEARCH_PAGE_PATHS.includes(window.location.pathname)) {
  const brand = searchBrand(window.location.pathname) ?? 'main';
  startSearch(searchRequestOnPage(window.location.search, brand), brand);
}

/** What the page says when 'Show more results' fails: the results shown stay, and the button tries again. */
export const MORE_FAILED = 'More results could not be loaded. Check your connection and try again.';

/** The first results the server wrote into this page: for which search (its key), with which words, found any. */
interface Served {
  key: string;
  query: string;
  found: boolean;
}

const servedResults = () => document.querySelector(`[${SERVED_RESULTS_ATTRIBUTE}]`);

/**
 * The first results the server wrote into this page (@ds/site/search's served-results), read as the page hydrates,
 * when they were written for the search in its address; null when it wrote none (a static host, a search it did
 * not wait for, a page reached within the site) or wrote them for another search (a cache that ignores the query
 * string).
 */
function servedSearch(brand: SearchBrand): Served | null {
  if (typeof document === 'undefined') return null;
  const element = servedResults();
  const request = searchRequestOnPage(window.location.search, brand);
  if (
    !element?.hasChildNodes() ||
    element.getAttribute(SERVED_RESULTS_ATTRIBUTE) !== servedFor(request, brand)
  )
    return null;
  return {
    key: `${request.section}\n${request.query}`,
    query: request.query,
    found: element.querySelector('[data-result-link]') !== null,
  };
}

/** Which of the server's results has focus (by position), if one has. */
function focusedServedResult(): number | null {
  const links = [...(servedResults()?.querySelectorAll('[data-result-link]') ?? [])];
  const index = links.findIndex((link) => link === document.activeElement);
  return index === -1 ? null : index;
}

type Outcome =
  | {
      key: string;
      attempt: number;
      kind: 'done';
      results: SiteSearchResults;
      hits: SearchHit[];
      moreFailed?: true;
    }
  | { key: string; attempt: number; kind: 'error' };

export interface SiteSearchProps {
  /** This search page's own path: the form submits here. */
  action: string;
  /** Pages to suggest when there is nothing to show (no query yet, no results, search unavailable). */
  suggestions: ReactNode;
  /**
   * Whose pages this search looks in: the main site's (which can be narrowed to a section, the second brand's
   * among them), or the second brand's own (which has no sections to choose from).
   */
  brand?: SearchBrand;
}

export function SiteSearch({ action, suggestions, brand = 'main' }: SiteSearchProps) {
  const [search, updateSearch] = useUrlSearch();
  const hydrated = useHydrated();
  const bySection = brand === 'main';
  const request = searchRequestOnPage(search, brand);
  const { query, section } = request;
  const key = `${section}\n${query}`;

  // The server's first results, read before the search box: the box holds their words as the page hydrates, so it
  // is not emptied and filled again.
  const [served, setServed] = useState(() => servedSearch(brand));
  // What is typed follows the URL's query whenever that changes (a search made, Back, Forward).
  const [typed, setTyped] = useState(() => ({ query, text: served?.query ?? query }));
  if (typed.query !== query) setTyped({ query, text: query });

  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The result to focus once the results render: the first added by 'Show more', or the one opened before Back.
  const focusResult = useRef<number | null>(null);
  // Set when 'Show more results' failed: its button, disabled while it tried, takes focus back.
  const focusMore = useRef(false);
  const moreArea = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Set when the page itself empties the query (a section chosen with nothing typed): focus then stays put.
  const emptiedHere = useRef(false);

  // Arriving at an empty search (the header's search icon, a link to the search page, Back to it) puts focus in
  // the search box, as typing is the one thing to do here. A frame later, after the site's own move of focus to
  // the main content on a client-side navigation (FocusMainOnNavigation).
  useEffect(() => {
    const here = emptiedHere.current;
    emptiedHere.current = false;
    if (query !== '' || here) return undefined;
    const frame = requestAnimationFrame(() => document.getElementById(QUERY_ID)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [query]);

  useEffect(() => {
    if (query === '') return;
    let current = true;
    const settle = (next: Outcome) => {
      if (current) setOutcome(next);
    };
    const key = `${section}\n${query}`;
    // Back from a result: as many results as were shown then, and focus on the one opened.
    const back = takeReturnPoint(window.location.search);
    searchSite({ query, section }, brand)
      .then(async (results) => {
        // As many as this history entry showed before a reload, or as were shown when a result was opened.
        const hits = await results.read(
          0,
          Math.max(RESULTS_PER_PAGE, back?.shown ?? 0, shownBefore(window.location.search)),
        );
        if (back && back.opened < hits.length) focusResult.current = back.opened;
        // A result the server wrote, focused as the page's own replace them: focus moves to the same one.
        focusResult.current ??= focusedServedResult();
        settle({ key, attempt, kind: 'done', results, hits });
      })
      .catch(() => settle({ key, attempt, kind: 'error' }));
    return () => {
      current = false;
    };
  }, [query, section, attempt, brand]);

  const shown = outcome?.key === key && outcome.attempt === attempt ? outcome : null;
  const hits = shown?.kind === 'done' ? shown.hits : [];
  const total = shown?.kind === 'done' ? shown.results.total : 0;
  // The results the server wrote stay until the page's own replace them (the same results, in the same place), or
  // until another search is asked for; meanwhile the page draws no status, note or placeholder of its own.
  if (hydrated && served !== null && (shown !== null || served.key !== key)) setServed(null);
  const servedShown = hydrated && served?.key === key;

  // Once the search's results are drawn (or it failed), the page goes back to where its history entry was scrolled,
  // before any result takes focus.
  const { restore: restoreScroll, keep: keepScroll } = useKeptScroll(search);
  useEffect(() => {
    if (shown !== null) restoreScroll();
  }, [shown, restoreScroll]);

  useEffect(() => {
    if (focusResult.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('[data-result-link]')[focusResult.current]?.focus();
    focusResult.current = null;
  }, [hits.length]);

  useEffect(() => {
    if (loadingMore || !focusMore.current) return;
    focusMore.current = false;
    moreArea.current?.querySelector('button')?.focus();
  }, [loadingMore]);

  useSearchTitle(query);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = tidyQuery(typed.text);
    setTyped({ query, text: normaliseQuery(words) });
    keepScroll();
    updateSearch({ q: words || null }, 'push');
  };

  // A new section searches for what is in the box now, as a search of its own that Back returns from. Sections
  // chosen one after another make one entry: arrow keys on the closed select choose each option they pass.
  const sectionChosenAt = useRef<string | null>(null);
  const chooseSection = (chosen: string) => {
    const words = tidyQuery(typed.text);
    emptiedHere.current = words === '';
    const again = sectionChosenAt.current === window.location.search;
    if (!again) keepScroll();
    updateSearch({ q: words || null, section: chosen || null }, again ? 'replace' : 'push');
    sectionChosenAt.current = window.location.search;
  };

  const tryAgain = () => {
    // The button goes when the search runs again: focus waits in the search box, beside the status.
    document.getElementById(QUERY_ID)?.focus();
    setAttempt((count) => count + 1);
  };

  const rememberOpened = (opened: number) =>
    saveReturnPoint({ search: window.location.search, shown: hits.length, opened });

  const showMore = async () => {
    if (shown?.kind !== 'done') return;
    setLoadingMore(true);
    try {
      const more = await shown.results.read(shown.hits.length, RESULTS_PER_PAGE);
      focusResult.current = shown.hits.length;
      const { moreFailed: _before, ...rest } = shown;
      setOutcome({ ...rest, hits: [...shown.hits, ...more] });
      rememberShown(window.location.search, shown.hits.length + more.length);
    } catch {
      // The results shown stay: the button (focused again once it is enabled) tries again.
      setOutcome({ ...shown, moreFailed: true });
      focusMore.current = true;
    } finally {
      setLoadingMore(false);
    }
  };

  const status =
    query === '' || servedShown
      ? ''
      : shown === null
        ? `Searching for ${describeSearch(request)}…`
        : shown.kind === 'error'
          ? SEARCH_UNAVAILABLE
          : resultCountText(total, request);
  const showSuggestions =
    query === '' ||
    (servedShown && !served?.found) ||
    (shown !== null && (shown.kind === 'error' || total === 0));

  return (
    <div className={styles.search}>
      <form
        role="search"
        aria-label="Site"
        action={action}
        method="get"
        className={styles.form}
        onSubmit={submit}
      >
        <TextInput
          type="search"
          name="q"
          id={QUERY_ID}
          label="Search for"
          value={typed.text}
          onChange={(text) => setTyped({ query, text })}
          enterKeyHint="search"
          className={styles.query}
        />
        {bySection ? (
          <Select
            name="section"
            label="Section"
            options={[
              { value: '', label: 'All sections' },
              ...SEARCH_SECTIONS.map((s) => ({ value: s, label: s })),
            ]}
            placeholder={null}
            value={section}
            onChange={chooseSection}
            className={styles.section}
          />
        ) : null}
        <Button type="submit" className={styles.submit}>
          Search
        </Button>
      </form>

      {/* Where the server writes the first results for the words in the address, before the script runs: React
          keeps what is in it (an element whose inner HTML React sets is not hydrated), and drops it once the page
          shows its own. The sample below is the markup the server writes them in, read from the built page. */}
      {hydrated && !servedShown ? null : (
        <div
          {...{ [SERVED_RESULTS_ATTRIBUTE]: '' }}
          className={styles.served}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      )}
      {hydrated ? null : (
        <div hidden {...{ [RESULT_SAMPLE_ATTRIBUTE]: '' }}>
          <p className={styles.count}>{SAMPLE_STATUS}</p>
          <p className={styles.empty}>{SAMPLE_NO_RESULTS}</p>
          <p className={styles.note}>{SAMPLE_NOTE}</p>
          <NoResultsHelp help={SAMPLE_HELP} allSectionsHref={SAMPLE_ALL_SECTIONS_HREF} />
          <SearchResultList hits={[SAMPLE_HIT]} />
        </div>
      )}

      {request.cut && !servedShown ? <p className={styles.note}>{QUERY_CUT_NOTE}</p> : null}

      {/* Until the script runs (or when it never does: blocked, or JavaScript off) there can be no results. With
          nothing searched yet the note's place is kept for what to do next, so nothing below it moves when the
          script arrives (the two share one grid cell, and it is as tall as the longer). */}
      {query === '' ? (
        <p className={styles.noteSlot}>
          <span className={hydrated ? styles.notShown : undefined} aria-hidden={hydrated || undefined}>
            {BEFORE_SCRIPT_NOTE}
          </span>
          <span className={hydrated ? undefined : styles.notShown} aria-hidden={!hydrated || undefined}>
            {section ? `Type a word or two and press Search to look in ${section}.` : EMPTY_QUERY_NOTE}
          </span>
        </p>
      ) : hydrated ? null : (
        <p className={styles.note}>{BEFORE_SCRIPT_NOTE}</p>
      )}

      <p role="status" className={total === 0 && shown !== null ? styles.empty : styles.count}>
        {status}
      </p>

      {/* 'hosptial' was searched as 'hospital', 'LHC' as 'lifetime health cover': the page says so. */}
      {shown?.kind === 'done' && shown.results.searchedFor ? (
        <p className={styles.note}>
          {(total > 0 ? searchedForText : searchedInsteadText)(shown.results.searchedFor)}
        </p>
      ) : null}

      {shown === null && query !== '' && !servedShown ? (
        <div className={styles.loading} aria-hidden="true" />
      ) : null}

      {shown?.kind === 'error' ? (
        <div className={styles.help}>
          <p>Check your connection and try again, or choose one of the popular pages below.</p>
          <Button variant="secondary" size="sm" onClick={tryAgain}>
            Try again
          </Button>
        </div>
      ) : null}

      {shown?.kind === 'done' && total === 0 ? (
        <NoResultsHelp
          help={noResultsHelp(section)}
          allSectionsHref={section ? allSectionsHref(request) : undefined}
          onAllSections={() => {
            keepScroll();
            updateSearch({ section: null }, 'push');
          }}
        />
      ) : null}

      {hits.length > 0 ? (
        <>
          <SearchResultList ref={list} hits={hits} onOpen={rememberOpened} />
          {hits.length < total ? (
            <div className={styles.more} ref={moreArea}>
              <p className={styles.count}>
                Showing {hits.length} of {total}
              </p>
              {shown?.kind === 'done' && shown.moreFailed ? (
                <p role="alert" className={styles.moreFailed}>
                  {MORE_FAILED}
                </p>
              ) : null}
              <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
                {loadingMore ? 'Loading more results…' : 'Show more results'}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}

      <div hidden={!showSuggestions} className={styles.suggestionsArea}>
        {suggestions}
      </div>
    </div>
  );
}
