// GET /api/providers: the query it takes (every value a string, as in the URL) and the reply it sends, declared by
// the server's route (and so its OpenAPI document) and checked by the pages' search client. Each refusal names the
// field it is about, since the API answers the first one as its 400 message.
import * as z from 'zod/mini';
import type { SameShape } from '@ds/api/same-shape';
import { CONTROL_CHARACTER, wholeNumberParam } from '@ds/api/query-params';
import { PROVIDER_SERVICES } from './services';
import type { ProviderService } from './services';
import type { ProviderCountry, ProviderNetwork, ProviderResult } from './types';
import {
  COUNTRY_BOUNDS,
  DEFAULT_LIMIT,
  DEFAULT_RADIUS_KM,
  DEGREES,
  MAX_LIMIT,
  MAX_NEAR_LENGTH,
  PROVIDER_BRANDS,
  SEARCH_RADII_KM,
} from './limits';
import type { ProviderBrand, SearchRadiusKm } from './limits';

// The plain limits live in a module without zod, for the page's first bundle; the schema speaks for them too.
export * from './limits';
export const MAX_OFFSET = 10_000;

export const PROVIDER_COUNTRIES = ['au', 'nz'] as const satisfies readonly ProviderCountry[];

/** Which network `network=true` keeps, by the brand searching. */
export const BRAND_NETWORK: Record<ProviderBrand, ProviderNetwork> = {
  main: 'first-choice',
  gu: 'gumleaf-preferred',
};

export const isInCountry = (country: ProviderCountry, latitude: number, longitude: number) => {
  const box = COUNTRY_BOUNDS[country];
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
};

/** What the search is given: the query parsed, in the search's own words. */
export interface ProviderSearchQuery {
  /** A place as typed ('Parramatta 2150'); or `latitude` and `longitude` (from 'Use my location'), never both. */
  near?: string;
  latitude?: number;
  longitude?: number;
  /** One kind of provider; every kind when left out. */
  service?: ProviderService;
  radiusKm: SearchRadiusKm;
  /** Only the brand's network (First Choice for the main brand, the second brand's own for `gu`). */
  network: boolean;
  brand: ProviderBrand;
  country: ProviderCountry;
  /** Only providers open at the search's clock, in each provider's own time zone. */
  openNow: boolean;
  wheelchair: boolean;
  /** A language spoken besides English, by name as the directory has it ('Mandarin'). */
  language?: string;
  offset: number;
  limit: number;
}

/** A decimal number of degrees within ±`max`. */
const degrees = (field: string, max: number) => {
  const message = `${field} must be a number of degrees from -${max} to ${max}`;
  return z.optional(
    z
      .string({ error: message })
      .check(z.refine((text) => DEGREES.test(text) && Math.abs(Number(text)) <= max, { error: message })),
  );
};

const yesNo = (field: string) =>
  z.optional(z.enum(['true', 'false'], { error: `${field} must be true or false` }));

/** The query as the URL carries it. Unknown parameters are refused, so a misspelt filter is never ignored. */
export const providerSearchUrlSchema = z
  .strictObject(
    {
      near: z.optional(
        z.string({ error: 'near must be a place, such as Parramatta 2150' }).check(
          z.refine((text) => !CONTROL_CHARACTER.test(text), {
            error: 'near must not contain control characters',
          }),
          z.trim(),
          z.minLength(1, { error: 'near must not be empty: type a suburb or postcode' }),
          z.maxLength(MAX_NEAR_LENGTH, {
            error: `near must be at most ${MAX_NEAR_LENGTH} characters`,
          }),
        ),
      ),
      lat: degrees('lat', 90),
      lng: degrees('lng', 180),
      service: z.optional(
        z.enum(PROVIDER_SERVICES, {
          error: `service must be one of ${PROVIDER_SERVICES.join(', ')}`,
        }),
      ),
      radius: z._default(
        z.enum(SEARCH_RADII_KM.map(String) as [`${SearchRadiusKm}`, ...`${SearchRadiusKm}`[]], {
          error: `radius must be one of ${SEARCH_RADII_KM.join(', ')} (km)`,
        }),
        String(DEFAULT_RADIUS_KM) as `${SearchRadiusKm}`,
      ),
      network: yesNo('network'),
      brand: z._default(
        z.enum(PROVIDER_BRANDS, { error: `brand must be one of ${PROVIDER_BRANDS.join(', ')}` }),
        'main',
      ),
      country: z._default(
        z.enum(PROVIDER_COUNTRIES, {
          error: `country must be one of ${PROVIDER_COUNTRIES.join(', ')}`,
        }),
        'au',
      ),
      open: z.optional(z.literal('now', { error: 'open must be now, or left out' })),
      wheelchair: yesNo('wheelchair'),
      language: z.optional(
        z.string({ error: 'language must be a language by name, such as Mandarin' }).check(
          z.regex(/^\p{L}[\p{L} '-]{0,39}$/u, {
            error: 'language must be a language by name, such as Mandarin',
          }),
        ),
      ),
      offset: wholeNumberParam('offset', 0, MAX_OFFSET, 0),
      limit: wholeNumberParam('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown parameter ${issue.keys.join(', ')}: the search takes near or lat and lng, service, radius, network, brand, country, open, wheelchair, language, offset and limit`
          : 'The query must be URL parameters',
    },
  )
  .check(
    z.superRefine((query, context) => {
      const hasPoint = query.lat !== undefined || query.lng !== undefined;
      if (hasPoint && (query.lat === undefined || query.lng === undefined)) {
        const missing = query.lat === undefined ? 'lat' : 'lng';
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `${missing} is required with ${missing === 'lat' ? 'lng' : 'lat'}`,
        });
      } else if (hasPoint && query.near !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['near'],
          message: 'near must be left out when lat and lng are given',
        });
      } else if (!hasPoint && query.near === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['near'],
          message: 'near is required: a suburb or postcode (or lat and lng)',
        });
      } else if (hasPoint && !isInCountry(query.country, Number(query.lat), Number(query.lng))) {
        context.addIssue({
          code: 'custom',
          path: ['lat'],
          message: `lat and lng must be a point in ${COUNTRY_BOUNDS[query.country].name}`,
        });
      }
    }),
  );

/** The query as the route checks it (the URL's strings) and hands it on (the search's words). */
export const providerSearchQuerySchema = z.pipe(
  providerSearchUrlSchema,
  z.transform((query): ProviderSearchQuery => ({
    ...(query.near === undefined
      ? { latitude: Number(query.lat), longitude: Number(query.lng) }
      : { near: query.near }),
    ...(query.service ? { service: query.service } : {}),
    radiusKm: Number(query.radius) as SearchRadiusKm,
    network: query.network === 'true',
    brand: query.brand,
    country: query.country,
    openNow: query.open === 'now',
    wheelchair: query.wheelchair === 'true',
    ...(query.language ? { language: query.language } : {}),
    offset: Number(query.offset),
    limit: Number(query.limit),
  })),
);

const openingSessionSchema = z.object({
  day: z.literal([0, 1, 2, 3, 4, 5, 6]),
  opens: z.string(),
  closes: z.string(),
});

export const providerResultSchema = z.object({
  slug: z.string(),
  country: z.enum(PROVIDER_COUNTRIES),
  service: z.enum(PROVIDER_SERVICES),
  name: z.string(),
  offers: z.readonly(z.array(z.string())),
  street: z.string(),
  locality: z.string(),
  state: z.string(),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  phone: z.string(),
  hours: z.readonly(z.array(openingSessionSchema)),
  openAllHours: z.boolean(),
  languages: z.readonly(z.array(z.string())),
  wheelchairAccess: z.boolean(),
  networks: z.readonly(z.array(z.enum(['first-choice', 'gumleaf-preferred']))),
  distanceKm: z.number(),
  openNow: z.boolean(),
  /**
   * Where the result leads: an Australian provider's page, /find-a-provider/{service}/{slug}, for the main brand;
   * no page exists for NZ providers or for the second brand, so their results lead to their place in the search's
   * list, /nz/find-a-provider#provider-{slug} and /gu/find-a-provider#provider-{slug}.
   */
  href: z.string(),
});

/** The place searched from: the locality found for `near` ('PARRAMATTA NSW 2150'), or 'Your location'. */
export const searchPlaceSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const providerSearchReplySchema = z.object({
  place: searchPlaceSchema,
  radiusKm: z.number(),
  /** How many providers match in all; `providers` is the page of them from `offset`. */
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  providers: z.array(providerResultSchema),
});

export type SearchPlace = z.output<typeof searchPlaceSchema>;
export type ProviderSearchReply = z.output<typeof providerSearchReplySchema>;

const sameResult: SameShape<z.output<typeof providerResultSchema>, ProviderResult> = true;
void sameResult;
