// The directory's search (server side): providers near a place, nearest first, filtered by service, network,
// wheelchair access, language and 'open now'. Each country's providers are put in a k-d tree once (kdbush); a
// search asks it for the box round its circle, keeps what is within the radius (great-circle distance, geokdbush's)
// and passes the filters, and sorts one number per provider (distance shown, then name). It reads only the
// providers near the place and allocates little, so it stays well under a millisecond for the 2,000-odd providers
// of the directory whatever the query. (geokdbush's own `around` walks the tree nearest first through a priority
// queue of objects: several times slower here, most of it garbage collection, for an order the sort gives anyway.)
import KDBush from 'kdbush';
import { distance } from 'geokdbush';
import { fromAbsolute, toCalendarDate } from '@internationalized/date';
import { BRAND_NETWORK, COUNTRY_BOUNDS, isInCountry } from './schema';
import type { ProviderBrand, ProviderSearchQuery, ProviderSearchReply, SearchPlace } from './schema';
import type { Provider, ProviderCountry, ProviderNetwork, ProviderResult } from './types';

/** Finds the place a visitor typed ('Parramatta 2150'), in a country; undefined when it matches none. */
export type PlaceResolver = (near: string, country: ProviderCountry) => SearchPlace | undefined;

export interface ProviderSearchOptions {
  /** The whole directory (every country's providers). */
  providers: readonly Provider[];
  resolvePlace: PlaceResolver;
  /** The clock 'open now' is read against. */
  now: () => Date;
}

/** A refusal: what the API answers (status and code) and what the visitor reads. */
export interface SearchRefusal {
  status: 400 | 404;
  code: 'invalid_query' | 'place_not_found';
  message: string;
}

export type SearchOutcome = { reply: ProviderSearchReply } | { refused: SearchRefusal };

export interface ProviderSearch {
  search(query: ProviderSearchQuery): SearchOutcome;
  /** Every language the directory's providers speak besides English, by name, sorted. */
  readonly languages: readonly string[];
  readonly size: number;
}

/** A provider with what the search reads often worked out once: its hours as minutes of the week. */
interface Entry {
  provider: Provider;
  /** [opens, closes) as minutes from Monday 00:00, local time. */
  open: readonly (readonly [number, number])[];
  /** Its place in the directory sorted by name (then slug), for ties in distance. */
  nameOrder: number;
}

interface CountryIndex {
  entries: readonly Entry[];
  tree: KDBush | null;
}

const MINUTES_A_DAY = 24 * 60;
const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The time in `timeZone` at `at`, as minutes from Monday 00:00 (daylight saving as the zone keeps it). */
export function minuteOfWeek(at: Date, timeZone: string): number {
  const local = fromAbsolute(at.getTime(), timeZone);
  // The calendar date's weekday, Sunday 0, as UTC reads it: no locale's idea of the first day of the week.
  const weekday = (toCalendarDate(local).toDate('UTC').getUTCDay() + 6) % 7;
  return weekday * MINUTES_A_DAY + local.hour * 60 + local.minute;
}

/** Where a provider's page is: its own page for the main brand's Australian directory, else its result's anchor. */
export function providerHref(provider: Provider, brand: ProviderBrand): string {
  if (provider.country === 'nz') return `/nz/find-a-provider#provider-${provider.slug}`;
  if (brand === 'gu') return `/gu/find-a-provider#provider-${provider.slug}`;
  return `/find-a-provider/${provider.service}/${provider.slug}`;
}

/**
 * A result: the provider's fields written out, several times faster than spreading the parsed JSON's object into
 * a new one. A required field added to Provider and not copied here fails to compile.
 */
const resultOf = (
  provider: Provider,
  distanceKm: number,
  openNow: boolean,
  href: string,
): ProviderResult => ({
  slug: provider.slug,
  country: provider.country,
  service: provider.service,
  name: provider.name,
  offers: provider.offers,
  street: provider.street,
  locality: provider.locality,
  state: provider.state,
  postcode: provider.postcode,
  latitude: provider.latitude,
  longitude: provider.longitude,
  timeZone: provider.timeZone,
  phone: provider.phone,
  hours: provider.hours,
  openAllHours: provider.openAllHours,
  languages: provider.languages,
  wheelchairAccess: provider.wheelchairAccess,
  networks: provider.networks,
  distanceKm,
  openNow,
  href,
});

const EARTH_RADIUS_KM = 6371;
const DEGREES = 180 / Math.PI;

/**
 * The box (degrees) holding every point within `km` of a place: the circle's north-south extent, and its widest
 * east-west one (where it touches the meridians), a little wider for rounding.
 */
function boxAround(latitude: number, longitude: number, km: number) {
  const angle = km / EARTH_RADIUS_KM;
  const dLat = angle * DEGREES * 1.001;
  const spread = Math.sin(angle) / Math.cos(latitude / DEGREES);
  const dLng = spread >= 1 ? 180 : Math.asin(spread) * DEGREES * 1.001;
  return [longitude - dLng, latitude - dLat, longitude + dLng, latitude + dLat] as const;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const MAX_TYPED_IN_MESSAGE = 60;

/** What to type instead, in each directory's own terms: New Zealand's places have no postcode here. */
const PLACE_HINT: Record<ProviderCountry, string> = {
  au: 'Type a suburb and postcode, such as Parramatta 2150.',
  nz: 'Type a town or suburb, such as Petone.',
};

export function createProviderSearch({
  providers,
  resolvePlace,
  now,
}: ProviderSearchOptions): ProviderSearch {
  const byName = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });
  const named = [...providers].sort((a, b) => byName.compare(a.name, b.name) || compareText(a.slug, b.slug));
  const nameOrder = new Map(named.map((provider, order) => [provider, order]));
  // A result's sort key packs its distance shown (tenths of a km) and its name order into one number.
  const keysPerTenth = named.length;
  const entryByNameOrder: Entry[] = [];
  // The keys of one search, in a buffer kept for every search (searches run one at a time): less garbage, fewer
  // collections pausing a search.
  const keys = new Float64Array(named.length);
  const countries = new Map<ProviderCountry, CountryIndex>();
  for (const country of Object.keys(COUNTRY_BOUNDS) as ProviderCountry[]) {
    const entries: Entry[] = providers
      .filter((provider) => provider.country === country)
      .map((provider) => ({
        provider,
        open: provider.hours.map(
          (session) =>
            [
              session.day * MINUTES_A_DAY + minutesOf(session.opens),
              session.day * MINUTES_A_DAY + minutesOf(session.closes),
            ] as const,
        ),
        nameOrder: nameOrder.get(provider)!,
      }));
    for (const entry of entries) entryByNameOrder[entry.nameOrder] = entry;
    let tree: KDBush | null = null;
    if (entries.length > 0) {
      tree = new KDBush(entries.length);
      for (const { provider } of entries) tree.add(provider.longitude, provider.latitude);
      tree.finish();
    }
    countries.set(country, { entries, tree });
  }
  const languages = [...new Set(providers.flatMap((provider) => provider.languages))].sort(compareText);
  const languageByKey = new Map(languages.map((language) => [language.toLowerCase(), language]));

  function placeOf(query: ProviderSearchQuery): SearchPlace | SearchRefusal {
    if (query.near === undefined) {
      const latitude = query.latitude ?? NaN;
      const longitude = query.longitude ?? NaN;
      if (!isInCountry(query.country, latitude, longitude)) {
        return {
          status: 400,
          code: 'invalid_query',
          message: `lat and lng must be a point in ${COUNTRY_BOUNDS[query.country].name}`,
        };
      }
      return { label: 'Your location', latitude, longitude };
    }
    const place = resolvePlace(query.near, query.country);
    if (place) return place;
    const typed =
      query.near.length > MAX_TYPED_IN_MESSAGE ? `${query.near.slice(0, MAX_TYPED_IN_MESSAGE)}…` : query.near;
    return {
      status: 404,
      code: 'place_not_found',
      message: `We could not find ‘${typed}’. ${PLACE_HINT[query.country]}`,
    };
  }

  function search(query: ProviderSearchQuery): SearchOutcome {
    let language: string | undefined;
    if (query.language !== undefined) {
      language = languageByKey.get(query.language.toLowerCase());
      if (!language) {
        return {
          refused: {
            status: 400,
            code: 'invalid_query',
            message: `language must be one of ${languages.join(', ')}`,
          },
        };
      }
    }
    const place = placeOf(query);
    if ('code' in place) return { refused: place };

    const { entries, tree } = countries.get(query.country)!;
    const at = now();
    // Each time zone's minute of the week, worked out once a search (a country has a handful of zones).
    const minuteIn = new Map<string, number>();
    const isOpen = ({ provider, open }: Entry) => {
      if (provider.openAllHours) return true;
      let minute = minuteIn.get(provider.timeZone);
      if (minute === undefined) {
        minute = minuteOfWeek(at, provider.timeZone);
        minuteIn.set(provider.timeZone, minute);
      }
      for (const [opens, closes] of open) if (minute >= opens && minute < closes) return true;
      return false;
    };
    const network: ProviderNetwork | undefined = query.network ? BRAND_NETWORK[query.brand] : undefined;
    const keep = (entry: Entry) => {
      const { provider } = entry;
      return (
        (query.service === undefined || provider.service === query.service) &&
        (network === undefined || provider.networks.includes(network)) &&
        (!query.wheelchair || provider.wheelchairAccess) &&
        (language === undefined || provider.languages.includes(language)) &&
        (!query.openNow || isOpen(entry))
      );
    };

    let found = 0;
    if (tree) {
      for (const id of tree.range(...boxAround(place.latitude, place.longitude, query.radiusKm))) {
        const entry = entries[id]!;
        const { latitude, longitude } = entry.provider;
        const km = distance(place.longitude, place.latitude, longitude, latitude);
        if (km <= query.radiusKm && keep(entry))
          keys[found++] = Math.round(km * 10) * keysPerTenth + entry.nameOrder;
      }
    }
    // Nearest first as a visitor reads it: by the distance shown (one decimal), then by name.
    const sorted = keys.subarray(0, found).sort();

    const providersShown: ProviderResult[] = [];
    for (let i = query.offset; i < Math.min(sorted.length, query.offset + query.limit); i += 1) {
      const order = sorted[i]! % keysPerTenth;
      const entry = entryByNameOrder[order]!;
      providersShown.push(
        resultOf(
          entry.provider,
          (sorted[i]! - order) / keysPerTenth / 10,
          isOpen(entry),
          providerHref(entry.provider, query.brand),
        ),
      );
    }
    return {
      reply: {
        place,
        radiusKm: query.radiusKm,
        total: sorted.length,
        offset: query.offset,
        limit: query.limit,
        providers: providersShown,
      },
    };
  }

  return { search, languages, size: providers.length };
}
