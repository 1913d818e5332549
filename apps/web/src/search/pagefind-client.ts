// The search page's only way to Pagefind: loads its script from the export on first use (so no other page ever
// fetches search code), runs a search, and reads results a page at a time. Pagefind runs WebAssembly, which the
// search pages' CSP allows ('wasm-unsafe-eval') and no other page's does.
import { PAGEFIND_SCRIPT } from './pagefind-files';
import { excerptParts } from './search-query';
import type { ExcerptPart, SearchRequest } from './search-query';
import type { SearchBrand } from './sections';
import { searchTermsFor } from './synonyms';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

interface PagefindResult {
  data(): Promise<PagefindResultData>;
}

interface PagefindSearch {
  results: PagefindResult[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  /** Loads the index for `term` without searching, so the search for it that follows waits less. */
  preload(term: string): Promise<void>;
}

/**
 * How Pagefind ranks, on top of its word weights (the index build weighs each page's title and lead more): a match
 * in a page's title, or in the keywords the index build gives a page (page-keywords.ts), adds to its score, so the
 * page that is about the words comes before pages that mention them often. Neither field shows in excerpts.
 */
export const SEARCH_RANKING = { metaWeights: { title: 10, description: 3, keywords: 20 } } as const;

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  description: string;
  excerpt: ExcerptPart[];
}

/** A finished search: how many pages matched, and a way to read them in order. */
export interface SiteSearchResults {
  total: number;
  /** The words searched for, when the synonym map changed what was typed ('hosptial' -> 'hospital'). */
  searchedFor?: string;
  read(from: number, count: number): Promise<SearchHit[]>;
}

let loading: Promise<Pagefind> | null = null;

// A search page loaded as a document has already started Pagefind from its head, before this code arrived
// (scripts/lib/search-start.mjs). The import below is then of that same module, already running: the options
// reach its worker, and `init` finds it started.
function loadPagefind(): Promise<Pagefind> {
  loading ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 28, ranking: SEARCH_RANKING });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // A failed load (offline, a deploy in progress) may be retried.
      loading = null;
      throw error;
    });
  return loading;
}

function toHit(data: PagefindResultData): SearchHit {
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    section: data.filters.section?.[0] ?? '',
    description: data.meta.description ?? '',
    excerpt: excerptParts(data.excerpt),
  };
}

/**
 * Which pages a search looks in. The second brand's search looks only at its own pages. The main search looks at
 * the main brand's pages, unless a section is chosen: then at that section's, whichever brand (so the second
 * brand's pages, and the style guide's, are found when asked for by their section).
 */
export function searchFilters(section: SearchRequest['section'], brand: SearchBrand): Record<string, string> {
  if (brand === 'gu') return { brand };
  return section ? { section } : { brand };
}

/**
 * Starts loading Pagefind and its index for `query` ahead of the search for it: called as the search page's code
 * arrives with words in the address, before the page has hydrated, so that the results wait on one start-up and not
 * on the page's and then Pagefind's in a row. A failure here is left for the search itself to meet and report.
 */
export function warmUpSearch(query: string): void {
  if (query === '') return;
  loadPagefind()
    .then((pagefind) => pagefind.preload(searchTermsFor(query)))
    .catch(() => undefined);
}

/** Searches the site for a request, as the search page of `brand` makes it. */
export async function searchSite(
  { query, section }: SearchRequest,
  brand: SearchBrand = 'main',
): Promise<SiteSearchResults> {
  const pagefind = await loadPagefind();
  const terms = searchTermsFor(query);
  const search = await pagefind.search(terms, { filters: searchFilters(section, brand) });
  const results = search?.results ?? [];
  return {
    total: results.length,
    ...(terms === query ? {} : { searchedFor: terms }),
    read: async (from, count) =>
      (await Promise.all(results.slice(from, from + count).map((result) => result.data()))).map(toHit),
  };
}
