// GET /api/search: the site search, answered from the export's own Pagefind index with the search page's rules
// (search/pagefind-search.ts). The search page asks it first and searches with Pagefind itself only when it does not
// answer, so a visitor's first results no longer wait for Pagefind to download and start on their device. What was
// typed is validated, never logged, and only ever returned inside JSON. Results are the same for everyone and
// change only with a new export, so browsers and shared caches may keep an answer for a few minutes.
import { searchApiQuerySchema, searchApiReplySchema } from '@ds/site/search-schema';
import { SEARCH_API_PATH } from '@ds/site/search';
import type { SiteSearch } from '../search/pagefind-search';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';

export const prefix = SEARCH_API_PATH;

/** A visitor searches by pressing Search, a few times a minute at most; a script asking more is slowed. */
const SEARCH_LIMIT = { max: 120, timeWindow: 60_000 };
/** 100 characters of words percent-encoded (up to 9 characters each), a section, a brand and a range. */
const MAX_SEARCH_QUERY_LENGTH = 1_024;
const CACHE_CONTROL = 'public, max-age=300';
export const SEARCH_UNAVAILABLE_MESSAGE = 'Search is not available right now';

/** The plugin over a search of one's own (tests); without one, the export's index (none when there is no export). */
export function searchPlugin(options: { search?: SiteSearch } = {}): ApiPlugin {
  return async (app, { siteSearch }) => {
    const site = options.search ?? siteSearch;

    app.get(
      '',
      {
        config: { rateLimit: SEARCH_LIMIT, maxQueryLength: MAX_SEARCH_QUERY_LENGTH },
        schema: {
          querystring: searchApiQuerySchema,
          response: { 200: searchApiReplySchema, ...errorReplies(400, 429, 503) },
        },
      },
      async (request, reply) => {
        if (site === null) return sendApiError(reply, 503, 'search_unavailable', SEARCH_UNAVAILABLE_MESSAGE);
        try {
          const found = await site.search(request.query);
          return reply.header('cache-control', CACHE_CONTROL).send(found);
        } catch (error) {
          // An export without its index, or an index that cannot be read: the page searches with Pagefind itself.
          request.log.error({ err: error }, 'site search failed');
          return sendApiError(reply, 503, 'search_unavailable', SEARCH_UNAVAILABLE_MESSAGE);
        }
      },
    );
  };
}

export const plugin: ApiPlugin = searchPlugin();
