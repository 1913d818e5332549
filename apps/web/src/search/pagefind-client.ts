// The search page's only way to Pagefind: loads its script from the export on first use (so no other page ever
// fetches search code), runs a search, and reads results a page at a time. Pagefind runs WebAssembly, which the
// search pages' CSP allows ('wasm-unsafe-eval') and no other page's does.
import { excerptParts } from './search-query';
import type { ExcerptPart, SearchRequest } from './search-query';

/** Where the build writes the index and Pagefind's script (scripts/lib/search-index.mjs). */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

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
}

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
  read(from: number, count: number): Promise<SearchHit[]>;
}

let loading: Promise<Pagefind> | null = null;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 28 });
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

export async function searchSite({ query, section }: SearchRequest): Promise<SiteSearchResults> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(query, section ? { filters: { section } } : {});
  const results = search?.results ?? [];
  return {
    total: results.length,
    read: async (from, count) =>
      (await Promise.all(results.slice(from, from + count).map((result) => result.data()))).map(toHit),
  };
}
