// How the search page searches: the server's search API first (`GET /api/search`), which answers from the same
// Pagefind index with the same rules in a few milliseconds, so the page never waits for Pagefind's own start-up
// (its worker, WebAssembly and index files, seconds on a slow phone). A page arriving with words in its address
// was sent with a preload of its first request (`Link: …; rel=preload`), so that answer is usually there before
// the page has hydrated. Where the API does not answer (a static host, a network failure, a refusal), the page
// searches with Pagefind itself, as before.
import { MAX_SEARCH_API_COUNT, searchApiUrl } from '@ds/site/search';
import type {
  SearchApiReply,
  SearchBrand,
  SearchHit,
  SearchRequest,
  SiteSearchResults,
} from '@ds/site/search';
import { searchWithPagefind } from './pagefind-client';

type Request = Pick<SearchRequest, 'query' | 'section'>;

function isReply(body: unknown): body is SearchApiReply {
  if (typeof body !== 'object' || body === null) return false;
  const { total, hits } = body as Partial<SearchApiReply>;
  return typeof total === 'number' && Array.isArray(hits);
}

// Set when the site answers that it has no search API (a static host: 404, or 403 or 405 from some, or a page that
// is not JSON from one that answers every address with its home page): the page then stops asking it, so each
// search is not a failed request first. Any other failure is tried again with the next search.
let noApi = false;
const NO_API_STATUSES = [403, 404, 405];

/** The API's answer for `url`, or null when it gives none (no API here, a refusal, a failure, no connection). */
async function askApi(url: string): Promise<SearchApiReply | null> {
  if (noApi) return null;
  try {
    // A plain GET, headers and all, as the preload made it: any difference and the browser would ask again.
    const response = await fetch(url);
    if (NO_API_STATUSES.includes(response.status)) noApi = true;
    if (!response.ok) return null;
    if (!response.headers.get('content-type')?.startsWith('application/json')) {
      noApi = true;
      return null;
    }
    const body: unknown = await response.json();
    return isReply(body) ? body : null;
  } catch {
    return null;
  }
}

// The first page's request started as this code arrived (startSearch), kept for the search that then asks for it.
let started: { url: string; reply: Promise<SearchApiReply | null> } | null = null;

/**
 * Asks the API for the first results of the search in the page's address as soon as the search page's code runs,
 * before the page has hydrated: the request the server told the browser to preload, so the browser answers it
 * from that. Does nothing without words.
 */
export function startSearch(request: Request, brand: SearchBrand): void {
  if (request.query === '') return;
  const url = searchApiUrl(request, brand);
  if (started?.url !== url) started = { url, reply: askApi(url) };
}

function firstReply(request: Request, brand: SearchBrand): Promise<SearchApiReply | null> {
  const url = searchApiUrl(request, brand);
  const early = started?.url === url ? started.reply : null;
  started = null;
  return early ?? askApi(url);
}

/** Searches the site for a request, as the search page of `brand` makes it. */
export async function searchSite(request: Request, brand: SearchBrand = 'main'): Promise<SiteSearchResults> {
  const first = await firstReply(request, brand);
  if (first === null) return searchWithPagefind(request, brand);
  return {
    total: first.total,
    ...(first.searchedFor === undefined ? {} : { searchedFor: first.searchedFor }),
    read: async (from, count) => {
      if (Math.min(from + count, first.total) <= first.hits.length) {
        return first.hits.slice(from, from + count);
      }
      // In requests of at most the API's largest count (a page shown again after Back may ask for more).
      const hits: SearchHit[] = [];
      const end = Math.min(from + count, first.total);
      for (let at = from; at < end; at += MAX_SEARCH_API_COUNT) {
        const range = { from: at, count: Math.min(MAX_SEARCH_API_COUNT, end - at) };
        const more = await askApi(searchApiUrl(request, brand, range));
        // A later page the API does not give (it went away) is not found another way: the page says search failed.
        if (more === null) throw new Error('Search is not available');
        hits.push(...more.hits);
      }
      return hits;
    },
  };
}
