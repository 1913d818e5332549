// The search pages as this server sends them (`search.html`, `gu/search.html`, however their address is written):
// - with the headers of search-page-headers.ts (this server answers searches; the API's answer preloaded);
// - asked for with words (`/search?q=dental`), with their first results written into the page
//   (@ds/site/search's served-results), so a visitor sees them at the first paint, and without JavaScript. The
//   page's own script then shows the same results itself, from the preloaded answer.
// A page is sent as built whenever its results cannot be written (the search unavailable or slow, a client over its
// limit): the page's script searches then, as on a static host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  SEARCH_PAGE_SIZE,
  readResultSample,
  searchApiUrl,
  servedResultsMarkup,
  writeSearchForm,
  writeServedResults,
} from '@ds/site/search';
import type { ResultSample } from '@ds/site/search';
import { compressRepresentations } from '../representations';
import type { Representations } from '../representations';
import type { SiteFile } from '../static-site';
import type { SiteSearch } from './pagefind-search';
import { searchPageHeaders, searchPageRequest } from './search-page-headers';
import type { SearchPageRequest } from './search-page-headers';

/** What a file of the export is sent as: its headers of its own, and its body in each encoding. */
export interface PageToSend {
  headers: Record<string, string>;
  page: Representations;
}

/**
 * Searches written into pages, per client (by its address, as the API's limits count it): more than a visitor
 * reloading, fewer than a script asking for every word. Over it, the page is sent as built (its script searches
 * then, through the API's own limit). The one limit counted under the bare client address in the store.
 */
const SERVED_SEARCH_LIMIT = { max: 60, timeWindow: 60_000 };
/**
 * The pages with results kept written, the most recently asked: each about 140 KB in its three encodings (115 KB
 * raw), so about 14 MB at most.
 */
const KEPT_PAGES = 100;
/**
 * How long the page waits for its results (a search takes 5-15 ms once Pagefind has loaded, about 130 ms with the
 * load): beyond it the page goes as built, and the search, left to finish, has Pagefind loaded for the next.
 */
const SEARCH_BUDGET_MS = 500;
/** A page written per search is compressed quickly (about 3 ms for both), not at the build's highest levels. */
const WRITTEN_PAGE_COMPRESSION = { brotliQuality: 5, gzipLevel: 6 };

const TIMED_OUT = Symbol('timed out');

/** `promise`'s value, or TIMED_OUT after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What `GET` sends for each file of the export: a search page as above, any other file as built. */
export function searchPageSender(
  app: FastifyInstance,
  search: SiteSearch,
): (request: FastifyRequest, file: SiteFile) => Promise<PageToSend> {
  const limit = app.createRateLimit(SERVED_SEARCH_LIMIT);
  const samples = new WeakMap<SiteFile, ResultSample | null>();
  const sampleOf = (file: SiteFile) => {
    if (!samples.has(file)) samples.set(file, readResultSample(file.identity.body.toString('utf8')));
    return samples.get(file) ?? null;
  };
  const written = new LRUCache<string, Representations>({ max: KEPT_PAGES });

  /** The page with the results for `asked` written in (or that nothing was found). */
  const write = async (
    file: SiteFile,
    sample: ResultSample,
    asked: SearchPageRequest,
  ): Promise<Representations | typeof TIMED_OUT> => {
    const reply = await within(
      search.search({ ...asked, from: 0, count: SEARCH_PAGE_SIZE }),
      SEARCH_BUDGET_MS,
    );
    if (reply === TIMED_OUT) return TIMED_OUT;
    const markup = servedResultsMarkup(sample, asked.request, reply);
    const html = writeServedResults(file.identity.body.toString('utf8'), markup, asked);
    return html
      ? compressRepresentations(Buffer.from(html), file.identity.headers, WRITTEN_PAGE_COMPRESSION)
      : file;
  };

  return async (request, file) => {
    const asked = searchPageRequest(file.path, request.url);
    if (!asked) return { headers: {}, page: file };
    const headers = searchPageHeaders(asked);
    const key = `${file.path}\n${searchApiUrl(asked.request, asked.brand)}\n${asked.request.cut ?? ''}`;
    const kept = written.get(key);
    if (kept) return { headers, page: kept };
    if (asked.request.query === '') {
      if (asked.request.section === '') return { headers, page: file };
      // A section and no words (a section chosen with nothing typed): the page with that section chosen in its
      // select, so a search typed there keeps to it. No search is run; there is one such page per section.
      const html = writeSearchForm(file.identity.body.toString('utf8'), asked.request);
      const page = compressRepresentations(
        Buffer.from(html),
        file.identity.headers,
        WRITTEN_PAGE_COMPRESSION,
      );
      written.set(key, page);
      return { headers, page };
    }
    const sample = sampleOf(file);
    if (!sample) return { headers, page: file };
    // (isAllowed is true only for a client on an allow list; isExceeded is the count over the limit.)
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) return { headers, page: file };
    try {
      const page = await write(file, sample, asked);
      if (page === TIMED_OUT) return { headers, page: file };
      written.set(key, page);
      return { headers, page };
    } catch (error) {
      request.log.error({ err: error }, 'site search failed');
      return { headers, page: file };
    }
  };
}
