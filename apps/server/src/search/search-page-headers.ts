// What a search page is told by a server that answers the search API, in its response's headers:
// - that the server answers searches (`Server-Timing: search-api`, which the page's head reads before it starts
//   Pagefind: scripts/lib/search-start.mjs), so the page never downloads Pagefind here;
// - asked for with words in its address (`/search?q=dental`), a preload of the API's answer for them
//   (`Link: </api/search?q=dental>; rel=preload; as=fetch; crossorigin`): the browser asks for the results while it
//   is still reading the page, and the page's own request for them, made the moment its script runs, is answered
//   from that. The address is written by the function the page writes it with, so the two are the same request.
import {
  SEARCH_API_TIMING,
  SEARCH_PAGE_PATHS,
  searchApiUrl,
  searchBrand,
  searchRequestOnPage,
} from '@ds/site/search';
import type { SearchBrand, SearchRequest } from '@ds/site/search';

/** The search a search page is asked for, and whose search page it is. */
export interface SearchPageRequest {
  request: SearchRequest;
  brand: SearchBrand;
}

/**
 * The search a request for a search page's file of the export (`search.html`, `gu/search.html`) asks for, however
 * its address was written (`/search`, `/search/`, `/%73earch`); null for any other file.
 */
export function searchPageRequest(filePath: string, url: string): SearchPageRequest | null {
  const pagePath = `/${filePath.replace(/\.html$/, '')}`;
  if (!SEARCH_PAGE_PATHS.includes(pagePath)) return null;
  const queryAt = url.indexOf('?');
  const brand = searchBrand(pagePath) ?? 'main';
  return { request: searchRequestOnPage(queryAt === -1 ? '' : url.slice(queryAt), brand), brand };
}

/** The headers for a search page's file asked for with `asked` (searchPageRequest). */
export function searchPageHeaders({ request, brand }: SearchPageRequest): Record<string, string> {
  const answered = { 'server-timing': SEARCH_API_TIMING };
  if (request.query === '') return answered;
  return { ...answered, link: `<${searchApiUrl(request, brand)}>; rel=preload; as=fetch; crossorigin` };
}
