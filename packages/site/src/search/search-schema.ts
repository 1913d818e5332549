// The search API's request and answer as schemas, for the server (and its OpenAPI document). The page writes its
// requests with searchApiUrl (search-api.ts) and never loads zod for them.
import * as z from 'zod/mini';
import { CONTROL_CHARACTER, wholeNumberParam } from '@ds/api/query-params';
import { MAX_SEARCH_API_COUNT, MAX_SEARCH_API_FROM, SEARCH_PAGE_SIZE } from './search-api';
import type { SearchRange } from './search-api';
import { MAX_QUERY_LENGTH, tidyQuery } from './search-query';
import type { SearchRequest } from './search-query';
import { SEARCH_SECTIONS } from './sections';
import type { SearchBrand } from './sections';

/** The query as the URL carries it. Unknown parameters are refused, so a misspelt one is never ignored. */
export const searchApiUrlSchema = z.strictObject(
  {
    q: z.string({ error: 'q must be the words to search for' }).check(
      z.refine((text) => !CONTROL_CHARACTER.test(text), { error: 'q must not contain control characters' }),
      z.overwrite(tidyQuery),
      z.minLength(1, { error: 'q must not be empty: type a word or two to search for' }),
      z.maxLength(MAX_QUERY_LENGTH, { error: `q must be at most ${MAX_QUERY_LENGTH} characters` }),
    ),
    section: z.optional(
      z.enum(SEARCH_SECTIONS, { error: `section must be one of ${SEARCH_SECTIONS.join(', ')}, or left out` }),
    ),
    brand: z._default(z.enum(['main', 'gu'], { error: 'brand must be main or gu' }), 'main'),
    from: wholeNumberParam('from', 0, MAX_SEARCH_API_FROM, 0),
    count: wholeNumberParam('count', 1, MAX_SEARCH_API_COUNT, SEARCH_PAGE_SIZE),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown parameter ${issue.keys.join(', ')}: the search takes q, section, brand, from and count`
        : 'The query must be URL parameters',
  },
);

/** A search as the route hands it on. */
export interface SearchApiQuery extends SearchRange {
  request: Pick<SearchRequest, 'query' | 'section'>;
  brand: SearchBrand;
}

export const searchApiQuerySchema = z.pipe(
  searchApiUrlSchema,
  z.transform((query): SearchApiQuery => ({
    request: { query: query.q, section: query.section ?? '' },
    brand: query.brand,
    from: Number(query.from),
    count: Number(query.count),
  })),
);

const excerptPartSchema = z.object({ text: z.string(), marked: z.boolean() });

export const searchHitSchema = z.object({
  url: z.string(),
  title: z.string(),
  section: z.string(),
  description: z.string(),
  excerpt: z.array(excerptPartSchema),
});

export const searchApiReplySchema = z.object({
  total: z.number(),
  searchedFor: z.optional(z.string()),
  hits: z.array(searchHitSchema),
});
