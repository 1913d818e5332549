// A small directory for the search's and the API's tests: a few providers round Parramatta and one in each of
// Brisbane, Perth and Auckland, with real locality points and a phone from the range reserved for fiction.
import type { SearchPlace } from './schema';
import type { PlaceResolver } from './search';
import type { OpeningSession, Provider } from './types';

/** Monday to Friday, 9 to 5. */
export const WEEKDAYS_9_TO_5: readonly OpeningSession[] = ([0, 1, 2, 3, 4] as const).map((day) => ({
  day,
  opens: '09:00',
  closes: '17:00',
}));

export const PLACES = {
  parramatta: { label: 'PARRAMATTA NSW 2150', latitude: -33.8148, longitude: 151.0017 },
  harrisPark: { latitude: -33.8226, longitude: 151.0078 },
  westmead: { latitude: -33.8076, longitude: 150.9876 },
  sydney: { latitude: -33.8688, longitude: 151.2093 },
  penrith: { latitude: -33.7507, longitude: 150.6877 },
  brisbane: { label: 'BRISBANE CITY QLD 4000', latitude: -27.4698, longitude: 153.0251 },
  perth: { label: 'PERTH WA 6000', latitude: -31.9523, longitude: 115.8613 },
  auckland: { latitude: -36.8485, longitude: 174.7633 },
} as const;

export function aProvider(overrides: Partial<Provider> & Pick<Provider, 'slug' | 'name'>): Provider {
  return {
    country: 'au',
    service: 'dental',
    offers: ['Check-ups and cleans'],
    street: '12 Example Street',
    locality: 'PARRAMATTA',
    state: 'NSW',
    postcode: '2150',
    ...PLACES.parramatta,
    timeZone: 'Australia/Sydney',
    phone: '(02) 5550 4477',
    hours: WEEKDAYS_9_TO_5,
    openAllHours: false,
    languages: [],
    wheelchairAccess: false,
    networks: [],
    ...overrides,
  };
}

export const FIXTURE_PROVIDERS: readonly Provider[] = [
  aProvider({ slug: 'wattle-dental-parramatta', name: 'Wattle Dental', networks: ['first-choice'] }),
  aProvider({
    slug: 'banksia-dental-parramatta',
    name: 'Banksia Dental',
    networks: ['first-choice', 'gumleaf-preferred'],
    languages: ['Mandarin', 'Cantonese'],
    wheelchairAccess: true,
  }),
  aProvider({
    slug: 'harris-park-smiles',
    name: 'Harris Park Smiles',
    locality: 'HARRIS PARK',
    ...PLACES.harrisPark,
    networks: ['first-choice'],
    languages: ['Arabic'],
  }),
  aProvider({
    slug: 'westmead-family-dental',
    name: 'Westmead Family Dental',
    locality: 'WESTMEAD',
    postcode: '2145',
    ...PLACES.westmead,
  }),
  aProvider({
    slug: 'city-eye-care',
    name: 'City Eye Care',
    service: 'optical',
    locality: 'SYDNEY',
    postcode: '2000',
    ...PLACES.sydney,
    networks: ['first-choice'],
    wheelchairAccess: true,
  }),
  aProvider({
    slug: 'nepean-physio',
    name: 'Nepean Physio',
    service: 'physiotherapy',
    locality: 'PENRITH',
    postcode: '2750',
    ...PLACES.penrith,
    networks: ['gumleaf-preferred'],
  }),
  aProvider({
    slug: 'anytime-gp-telehealth',
    name: 'Anytime GP',
    service: 'gp-telehealth',
    hours: [],
    openAllHours: true,
  }),
  aProvider({
    slug: 'river-city-dental',
    name: 'River City Dental',
    locality: 'BRISBANE CITY',
    state: 'QLD',
    postcode: '4000',
    ...PLACES.brisbane,
    timeZone: 'Australia/Brisbane',
    hours: [...WEEKDAYS_9_TO_5, { day: 6, opens: '10:00', closes: '14:00' }],
  }),
  aProvider({
    slug: 'swan-dental-perth',
    name: 'Swan Dental',
    locality: 'PERTH',
    state: 'WA',
    postcode: '6000',
    ...PLACES.perth,
    timeZone: 'Australia/Perth',
  }),
  aProvider({
    slug: 'harbour-dental-auckland',
    name: 'Harbour Dental',
    country: 'nz',
    locality: 'AUCKLAND CENTRAL',
    state: 'Auckland',
    postcode: '1010',
    ...PLACES.auckland,
    timeZone: 'Pacific/Auckland',
    phone: '09 555 0123',
  }),
];

/** Parramatta (by postcode or name), Brisbane and Perth; nothing else. */
export const fixturePlaces: PlaceResolver = (near, country): SearchPlace | undefined => {
  if (country === 'nz')
    return /auckland/i.test(near) ? { label: 'AUCKLAND CENTRAL 1010', ...PLACES.auckland } : undefined;
  if (/parramatta|2150/i.test(near)) return PLACES.parramatta;
  if (/brisbane|4000/i.test(near)) return PLACES.brisbane;
  if (/perth|6000/i.test(near)) return PLACES.perth;
  return undefined;
};
