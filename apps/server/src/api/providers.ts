// GET /api/providers: the provider directory's search, nearest first, for the 'Find a provider' pages. The place
// is typed (a suburb, postcode or address line, read by the address lookup's engine) or a point from 'Use my
// location'. The directory is indexed once, when the plugin is registered; a search then reads only the providers
// within its radius. What was typed is validated, never logged, and only ever returned as JSON. The directory is
// the same for everyone, but each result says whether it is open now, so no answer is cached.
import { allProviders } from '@ds/providers/directory';
import { createPlaceResolver } from '@ds/providers/places';
import { providerSearchQuerySchema, providerSearchReplySchema } from '@ds/providers/schema';
import { createProviderSearch } from '@ds/providers/search';
import type { PlaceResolver } from '@ds/providers/search';
import type { Provider } from '@ds/providers/types';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';

export const prefix = '/api/providers';

const PROVIDERS_LIMIT = { max: 240, timeWindow: 60_000 };
/**
 * Room for a 200-character place percent-encoded (up to 9 characters each: a letter with its accent as two code
 * points, or an emoji) and every filter; a 5,000-character one is refused.
 */
const MAX_PROVIDERS_QUERY_LENGTH = 2_048;

export interface ProvidersApiOptions {
  /** The directory searched: every country's providers (the committed directory by default). */
  providers?: readonly Provider[];
  /** How a typed place is found (the address lookup's engine and locality data by default). */
  resolvePlace?: PlaceResolver;
  /** The clock 'open now' reads (the system's by default). */
  now?: () => Date;
}

/** The plugin over a directory, place resolver and clock of one's own (tests); `plugin` is the site's. */
export function providersPlugin(options: ProvidersApiOptions = {}): ApiPlugin {
  return async (app) => {
    const providers = options.providers ?? [...allProviders('au'), ...allProviders('nz')];
    const directory = createProviderSearch({
      providers,
      resolvePlace: options.resolvePlace ?? createPlaceResolver(),
      now: options.now ?? (() => new Date()),
    });

    app.get(
      '',
      {
        config: { rateLimit: PROVIDERS_LIMIT, maxQueryLength: MAX_PROVIDERS_QUERY_LENGTH },
        schema: {
          querystring: providerSearchQuerySchema,
          response: { 200: providerSearchReplySchema, ...errorReplies(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const outcome = directory.search(request.query);
        if ('refused' in outcome) {
          const { status, code, message } = outcome.refused;
          return sendApiError(reply, status, code, message);
        }
        // Never cached: every result says whether it is open now, which changes at opening and closing times.
        return reply.header('cache-control', 'no-store').send(outcome.reply);
      },
    );
  };
}

export const plugin: ApiPlugin = providersPlugin();
