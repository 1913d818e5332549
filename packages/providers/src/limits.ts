// The search's plain limits and choices, without zod: the search page reads them in its first bundle, and the
// schema (schema.ts, which re-exports them) is loaded only when the first reply is checked.
import type { ProviderCountry } from './types';

/** The radii a search may ask for, km. */
export const SEARCH_RADII_KM = [5, 10, 25, 50] as const;
export type SearchRadiusKm = (typeof SEARCH_RADII_KM)[number];
export const DEFAULT_RADIUS_KM: SearchRadiusKm = 10;
/** Results a page shows at a time ('Show more' asks for the next ones). */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
/** The longest place a visitor may type, as the address lookup's line. */
export const MAX_NEAR_LENGTH = 200;

export const PROVIDER_BRANDS = ['main', 'gu'] as const;
export type ProviderBrand = (typeof PROVIDER_BRANDS)[number];

/** A number of degrees as a URL may give it: '-33.815'. */
export const DEGREES = /^-?\d{1,3}(?:\.\d{1,10})?$/;

/**
 * Where a point from 'Use my location' may be, per country (degrees): a box round every locality of the country's
 * data (Australia's from the Cocos Islands to Lord Howe, Torres Strait to Tasmania; New Zealand's North, South and
 * Stewart Islands). A point outside is refused, not searched.
 */
export const COUNTRY_BOUNDS: Record<
  ProviderCountry,
  { name: string; south: number; north: number; west: number; east: number }
> = {
  au: { name: 'Australia', south: -44, north: -9, west: 96, east: 160 },
  nz: { name: 'New Zealand', south: -48, north: -34, west: 166, east: 179 },
};
