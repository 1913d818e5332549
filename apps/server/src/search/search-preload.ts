// A search page asked for with words in its address (`/search?q=dental`) is sent with a preload of the search
// API's answer for them (`Link: </api/search?q=dental>; rel=preload; as=fetch; crossorigin`): the browser asks for
// the results while it is still reading the page, and the page's own request for them, made the moment its
// script runs, is answered from that. The address is written by the function the page writes it with, so the two
// are the same request.
import { SEARCH_PAGE_PATHS, searchApiUrl, searchBrand, searchRequestOnPage } from '@ds/site/search';

/** The Link header for a request of a search page with words to search for; null for any other request. */
export function searchPreloadLink(url: string): string | null {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return null;
  const pathname = url.slice(0, queryAt);
  if (!SEARCH_PAGE_PATHS.includes(pathname)) return null;
  const brand = searchBrand(pathname) ?? 'main';
  const request = searchRequestOnPage(url.slice(queryAt), brand);
  if (request.query === '') return null;
  return `<${searchApiUrl(request, brand)}>; rel=preload; as=fetch; crossorigin`;
}
