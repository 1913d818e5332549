// The search pages as this server sends them (`search.html`, `gu/search.html`, however their address is written):
// - with the headers of search-page-headers.ts (this server answers searches; the API's answer preloaded);
// - asked for with words (`/search?q=dental`), with their first results written into the page
//   (@ds/site/search's served-results), so a visitor sees them at the first paint, and without JavaScript. The
//   page's own script then shows the same results itself, from the preloaded answer.
// A page is sent as built whenever its results cannot be written (nothing found, the search unavailable, a client
// over its limit): the page's script searches then, as on a static host.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  SEARCH_PAGE_SIZE,
  readResultSample,
  searchApiUrl,
  servedResultsMarkup,
  writeServedResults,
} from '@ds/site/search';
import type { ResultSample } from '@ds/site/search';
import { buildRepresentations } from '../representations';
import type { Representations } from '../representations';
import type { SiteFile } from '../static-site';
import type { SiteSearch } from './pagefind-search';
import { searchPageHeaders, searchPageRequest } from './search-page-headers';

/** What a file of the export is sent as: its headers of its own, and its body in each encoding. */
export interface PageToSend {
  headers: Record<string, string>;
  page: Representations;
}

/**
 * Searches written into pages, per client: more than a visitor reloading, fewer than a script asking for every word.
 * Over it, the page is sent as built (its script searches then, through the API's own limit).
 */
const SERVED_SEARCH_LIMIT = { max: 60, timeWindow: 60_000 };
/** Pages with results kept written, for the searches asked most (each about 60-80 KB in its three encodings). */
const KEPT_PAGES = 100;

/** The headers a page with results is sent with: the built page's, less those of its own body. */
function headersOf(file: SiteFile): Record<string, string> {
  const { etag: _etag, vary: _vary, ...headers } = file.identity.headers;
  return headers;
}

/** A page written per search is compressed quickly (a few milliseconds), not at the build's highest levels. */
function representationsOf(html: string, file: SiteFile): Representations {
  const raw = Buffer.from(html);
  const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  return buildRepresentations(raw, { br, gzip: gzipSync(raw, { level: 6 }) }, headersOf(file));
}

/** What `GET` sends for each file of the export: a search page as above, any other file as built. */
export function searchPageSender(
  app: FastifyInstance,
  search: SiteSearch,
): (request: FastifyRequest, file: SiteFile) => Promise<PageToSend> {
  const limit = app.createRateLimit({
    ...SERVED_SEARCH_LIMIT,
    keyGenerator: (request) => `search-page:${request.ip}`,
  });
  const samples = new WeakMap<SiteFile, ResultSample | null>();
  const sampleOf = (file: SiteFile) => {
    if (!samples.has(file)) samples.set(file, readResultSample(file.identity.body.toString('utf8')));
    return samples.get(file) ?? null;
  };
  const written = new LRUCache<string, Representations>({ max: KEPT_PAGES });

  return async (request, file) => {
    const headers = searchPageHeaders(file.path, request.url);
    const asked = searchPageRequest(file.path, request.url);
    const sample = asked && asked.request.query !== '' ? sampleOf(file) : null;
    if (!asked || !sample) return { headers, page: file };
    const key = `${file.path}\n${searchApiUrl(asked.request, asked.brand)}\n${asked.request.cut ?? ''}`;
    const kept = written.get(key);
    if (kept) return { headers, page: kept };
    // (isAllowed is true only for a client on an allow list; isExceeded is the count over the limit.)
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) return { headers, page: file };

    let markup: string | null;
    try {
      const reply = await search.search({ ...asked, from: 0, count: SEARCH_PAGE_SIZE });
      markup = servedResultsMarkup(sample, asked.request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'site search failed');
      return { headers, page: file };
    }
    const html =
      markup === null ? null : writeServedResults(file.identity.body.toString('utf8'), markup, asked.request);
    // Nothing found is kept too (as the page as built), so asking again does not search again.
    const page = html === null ? file : representationsOf(html, file);
    written.set(key, page);
    return { headers, page };
  };
}
