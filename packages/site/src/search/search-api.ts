// The server's search API as the search page asks it (`GET /api/search?q=…`): one way to write a search's address,
// so the page's first request is byte for byte the one the server told the browser to preload with the page
// (`Link: <…>; rel=preload`), and the browser answers it from that preload.
import { searchRequestFrom } from './search-query';
import type { SearchRequest } from './search-query';
import type { SearchHit } from './search-rules';
import type { SearchBrand } from './sections';

export const SEARCH_API_PATH = '/api/search';

/**
 * The `Server-Timing` entry a server that answers the search API sends with the search pages: the page's head
 * starts Pagefind only without it (a static host).
 */
export const SEARCH_API_TIMING = 'search-api';

/** Results a search page shows at first, and adds with each 'Show more results': the API's answer by default. */
export const SEARCH_PAGE_SIZE = 10;
/** The most results one request may ask for (a page shown again after Back can ask for several pages at once). */
export const MAX_SEARCH_API_COUNT = 100;
/** How far into the results a request may start: beyond every page the index holds. */
export const MAX_SEARCH_API_FROM = 5_000;

/** Which results to return: `count` from the `from`th (0-based). */
export interface SearchRange {
  from: number;
  count: number;
}

/** The API's answer: how many pages matched, the words searched for when the synonym map changed them, and hits. */
export interface SearchApiReply {
  total: number;
  searchedFor?: string;
  hits: SearchHit[];
}

/** The search a search page's address asks for (`?q=…&section=…`): the second brand's search has no sections. */
export function searchRequestOnPage(search: string, brand: SearchBrand): SearchRequest {
  const asked = searchRequestFrom(search);
  return brand === 'main' ? asked : { ...asked, section: '' };
}

/**
 * The API's address for a search: the words and section as the page read them from its own address, the brand when
 * it is not the main one, and a range when it is not the first page.
 */
export function searchApiUrl(
  { query, section }: Pick<SearchRequest, 'query' | 'section'>,
  brand: SearchBrand,
  range?: SearchRange,
): string {
  const params = new URLSearchParams({ q: query });
  if (section) params.set('section', section);
  if (brand !== 'main') params.set('brand', brand);
  if (range && (range.from !== 0 || range.count !== SEARCH_PAGE_SIZE)) {
    params.set('from', String(range.from));
    params.set('count', String(range.count));
  }
  return `${SEARCH_API_PATH}?${params}`;
}
