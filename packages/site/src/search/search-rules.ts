// How the site searches, wherever the search runs: the weights Pagefind ranks with, the pages a search looks in,
// and a Pagefind result as the search page shows it. The search page's own Pagefind client and the server's search
// API both use these, so a search gives the same results whichever answered it.
import { excerptParts } from './search-query';
import type { ExcerptPart, SearchRequest } from './search-query';
import type { SearchBrand } from './sections';
import { searchTermsFor } from './synonyms';

/**
 * How Pagefind ranks, on top of its word weights (the index build weighs each page's title and lead more): a match
 * in a page's title, or in the keywords the index build gives a page (page-keywords.ts), adds to its score, so the
 * page that is about the words comes before pages that mention them often. Neither field shows in excerpts.
 */
export const SEARCH_RANKING = { metaWeights: { title: 10, description: 3, keywords: 20 } } as const;

/** Pagefind's options for every search: excerpts of about 28 words, and the site's ranking. */
export const PAGEFIND_OPTIONS = { excerptLength: 28, ranking: SEARCH_RANKING } as const;

/** A page found, as the results list shows it: the excerpt as text runs, never HTML. */
export interface SearchHit {
  url: string;
  title: string;
  section: string;
  description: string;
  excerpt: ExcerptPart[];
}

/** What Pagefind gives for a result (`result.data()`): the fields the site reads. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export function toHit(data: PagefindResultData): SearchHit {
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

/** Pagefind's script as the site uses it, in the page or on the server. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** A finished search: how many pages matched, and a way to read them in order. */
export interface SiteSearchResults {
  total: number;
  /** The words searched for, when the synonym map changed what was typed ('hosptial' -> 'hospital'). */
  searchedFor?: string;
  read(from: number, count: number): Promise<SearchHit[]>;
}

/**
 * One search with a loaded Pagefind, as the search page of `brand` makes it: the synonym map's words, the brand's or
 * section's pages, and its results read a page at a time (only the results read are fetched).
 */
export async function searchPagefind(
  pagefind: Pick<Pagefind, 'search'>,
  { query, section }: Pick<SearchRequest, 'query' | 'section'>,
  brand: SearchBrand,
): Promise<SiteSearchResults> {
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
