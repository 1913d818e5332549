// The provider search as it lives in the page's URL (`?near=Parramatta%202150&service=dental&radius=10&network=true
// &open=now&wheelchair=true&language=Mandarin&shown=20`, or `lat`/`lng` instead of `near`), the API request it
// makes (GET /api/providers) and the words that say what was searched. Anything the URL holds that the search does
// not take (an unknown service or language, a radius of 7) reads as the default, so a mangled shared link still searches.
import { SERVICE_WORDS, isProviderService } from '@ds/providers/services';
import type { ProviderService } from '@ds/providers/services';
import {
  DEFAULT_LIMIT,
  DEFAULT_RADIUS_KM,
  DEGREES,
  MAX_LIMIT,
  MAX_NEAR_LENGTH,
  SEARCH_RADII_KM,
} from '@ds/providers/limits';
import type { ProviderBrand, SearchRadiusKm } from '@ds/providers/limits';
import type { ProviderCountry } from '@ds/providers/types';

// The API's own limits and choices (packages/providers/src/limits.ts, without the schema's zod), named as the page speaks of them.
export { MAX_NEAR_LENGTH };
export type { ProviderBrand, ProviderCountry };
export const RADIUS_CHOICES = SEARCH_RADII_KM;
export type RadiusKm = SearchRadiusKm;
export const DEFAULT_RADIUS: RadiusKm = DEFAULT_RADIUS_KM;

/** Results shown at first and added by each 'Show more': the API's own page. */
export const PAGE_SIZE = DEFAULT_LIMIT;
/** The most the API sends in one reply; more shown (after many 'Show more') are asked for in turns. */
export const API_PAGE_LIMIT = MAX_LIMIT;
/** A shared link asking to show more than this shows this many: enough for anyone, and few requests. */
export const MAX_SHOWN = 200;

export interface Position {
  latitude: number;
  longitude: number;
}

export interface ProviderSearch {
  /** The place as typed or chosen ('' when searching by position, or not yet). */
  near: string;
  /** The visitor's position ('Use my location'), when searching by it. */
  position: Position | null;
  /** One kind of provider, or '' for all. */
  service: ProviderService | '';
  radius: RadiusKm;
  /** Only the brand's own network. */
  network: boolean;
  openNow: boolean;
  wheelchair: boolean;
  /** A language spoken besides English, by name as in the directory, or '' for any. */
  language: string;
  /** How many results are shown (restored by Back, reload and a shared link). */
  shown: number;
}

export const EMPTY_SEARCH: ProviderSearch = {
  near: '',
  position: null,
  service: '',
  radius: DEFAULT_RADIUS,
  network: false,
  openNow: false,
  wheelchair: false,
  language: '',
  shown: PAGE_SIZE,
};

/** Spaces tidied and control characters dropped: what a typed place becomes before it is searched. */
export const tidyPlace = (raw: string) =>
  raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NEAR_LENGTH)
    .trim();

/** Coordinates rounded to 3 decimals (about 100 m): near enough to search, and no closer to where someone lives. */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !DEGREES.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

const isRadius = (value: number): value is RadiusKm => (RADIUS_CHOICES as readonly number[]).includes(value);

/** The directory's own spelling of a language a URL names, or '' for one it does not have (the API refuses it). */
function knownLanguage(raw: string | null, languages: readonly string[]): string {
  const asked = tidyPlace(raw ?? '').toLowerCase();
  return languages.find((language) => language.toLowerCase() === asked) ?? '';
}

/** The search a query string asks for, of a directory whose languages (besides English) are `languages`. */
export function searchFromUrl(search: string, languages: readonly string[]): ProviderSearch {
  const params = new URLSearchParams(search);
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lng'), 180);
  const near = tidyPlace(params.get('near') ?? '');
  const service = params.get('service') ?? '';
  const radius = Number(params.get('radius'));
  const shown = Number(params.get('shown'));
  return {
    near,
    // A place typed wins over a position: it is what the visitor last asked for by name.
    position: near === '' && latitude !== null && longitude !== null ? { latitude, longitude } : null,
    service: isProviderService(service) ? service : '',
    radius: isRadius(radius) ? radius : DEFAULT_RADIUS,
    network: params.get('network') === 'true',
    openNow: params.get('open') === 'now',
    wheelchair: params.get('wheelchair') === 'true',
    language: knownLanguage(params.get('language'), languages),
    shown: Number.isInteger(shown) && shown > PAGE_SIZE ? Math.min(shown, MAX_SHOWN) : PAGE_SIZE,
  };
}

/** Whether there is a place to search from. */
export const hasPlace = (search: ProviderSearch) => search.near !== '' || search.position !== null;

/**
 * The search as URL parameters, every one named (null removes it), for `replaceUrlSearch`: the defaults are left
 * out, except the radius of a search made, which a shared link then says.
 */
export function urlUpdateFor(search: ProviderSearch): Record<string, string | null> {
  const placed = hasPlace(search);
  return {
    near: search.near || null,
    lat: search.position ? String(roundCoordinate(search.position.latitude)) : null,
    lng: search.position ? String(roundCoordinate(search.position.longitude)) : null,
    service: search.service || null,
    radius: placed || search.radius !== DEFAULT_RADIUS ? String(search.radius) : null,
    network: search.network ? 'true' : null,
    open: search.openNow ? 'now' : null,
    wheelchair: search.wheelchair ? 'true' : null,
    language: search.language || null,
    shown: search.shown > PAGE_SIZE ? String(search.shown) : null,
  };
}

/** GET /api/providers for this search, from `offset`, at most `limit`. */
export function apiUrlFor(
  search: ProviderSearch,
  { brand, country }: { brand: ProviderBrand; country: ProviderCountry },
  offset: number,
  limit: number,
): string {
  const params = new URLSearchParams();
  if (search.position) {
    params.set('lat', String(roundCoordinate(search.position.latitude)));
    params.set('lng', String(roundCoordinate(search.position.longitude)));
  } else params.set('near', search.near);
  if (search.service) params.set('service', search.service);
  params.set('radius', String(search.radius));
  if (search.network) params.set('network', 'true');
  if (brand !== 'main') params.set('brand', brand);
  if (country !== 'au') params.set('country', country);
  if (search.openNow) params.set('open', 'now');
  if (search.wheelchair) params.set('wheelchair', 'true');
  if (search.language) params.set('language', search.language);
  if (offset > 0) params.set('offset', String(offset));
  params.set('limit', String(limit));
  return `/api/providers?${params.toString()}`;
}

/**
 * Names what a search asks of the API, ignoring how many are shown: two searches with the same key get the same
 * results, so 'Show more' (which changes only `shown`) never searches again.
 */
export const searchKey = (search: ProviderSearch) => JSON.stringify({ ...urlUpdateFor(search), shown: null });

/** 'Dentists' as a sentence says it mid-way: 'dentists' (but 'GP telehealth services' keeps its capitals). */
const midSentence = (words: string) =>
  /^[A-Z][a-z]/.test(words) ? words[0]!.toLowerCase() + words.slice(1) : words;

/** The kind of provider searched for, one or many: 'dentist', 'dentists', 'provider'. */
export function providerWords(service: ProviderService | '', count: number): string {
  if (service === '') return count === 1 ? 'provider' : 'providers';
  const words = SERVICE_WORDS[service];
  return midSentence(count === 1 ? words.one : words.many);
}

/** The place as a sentence ends with it: 'PARRAMATTA NSW 2150', or 'your location'. */
export const placeWords = (label: string) => (label === 'Your location' ? 'your location' : label);

/** '37 dentists within 10 km of PARRAMATTA NSW 2150'; with none, 'No dentists within …'. */
export function resultCountText(
  total: number,
  search: Pick<ProviderSearch, 'service'>,
  radiusKm: number,
  placeLabel: string,
): string {
  const within = `within ${radiusKm} km of ${placeWords(placeLabel)}`;
  if (total === 0) return `No ${providerWords(search.service, 0)} ${within}`;
  return `${total} ${providerWords(search.service, total)} ${within}`;
}

/** The next radius out, or null at the widest. */
export function widerRadius(radius: RadiusKm): RadiusKm | null {
  return RADIUS_CHOICES.find((choice) => choice > radius) ?? null;
}

/** The options narrowing a search, as a visitor reads them: for 'try fewer options'. */
export function optionsInUse(search: ProviderSearch, networkName: string): string[] {
  return [
    search.network ? `${networkName} only` : null,
    search.openNow ? 'open now' : null,
    search.wheelchair ? 'wheelchair access' : null,
    search.language ? `speaks ${search.language}` : null,
  ].filter((option): option is string => option !== null);
}

/** '1.2 km' */
export const distanceText = (km: number) => `${km.toFixed(1)} km`;
