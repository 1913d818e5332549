import { distance } from 'geokdbush';
import { providerSearchQuerySchema } from './schema';
import type { ProviderSearchQuery } from './schema';
import { createProviderSearch, minuteOfWeek } from './search';
import type { ProviderSearch, SearchOutcome } from './search';
import { FIXTURE_PROVIDERS, PLACES, aProvider, fixturePlaces } from './search-fixtures';

/** Monday 11 January 2027, 10:00 in Sydney (daylight saving, UTC+11). */
const MONDAY_MORNING_IN_SYDNEY = new Date('2027-01-10T23:00:00Z');

function searchWith(clock: Date = MONDAY_MORNING_IN_SYDNEY, providers = FIXTURE_PROVIDERS): ProviderSearch {
  return createProviderSearch({ providers, resolvePlace: fixturePlaces, now: () => clock });
}

/** A query as the URL would carry it, parsed as the API does. */
const query = (url: Record<string, string>): ProviderSearchQuery => providerSearchQuerySchema.parse(url);

function reply(outcome: SearchOutcome) {
  if ('refused' in outcome) throw new Error(`refused: ${outcome.refused.message}`);
  return outcome.reply;
}

const slugs = (outcome: SearchOutcome) => reply(outcome).providers.map((provider) => provider.slug);

describe('createProviderSearch', () => {
  const search = searchWith();

  it('finds the providers within the radius, nearest first, with the distance to one decimal', () => {
    const found = reply(search.search(query({ near: 'Parramatta 2150', service: 'dental' })));
    expect(found.place).toEqual(PLACES.parramatta);
    expect(found.radiusKm).toBe(10);
    expect(found.providers.map(({ slug, distanceKm }) => [slug, distanceKm])).toEqual([
      ['banksia-dental-parramatta', 0],
      ['wattle-dental-parramatta', 0],
      ['harris-park-smiles', 1],
      ['westmead-family-dental', 1.5],
    ]);
    expect(found.total).toBe(4);
  });

  it('measures great-circle kilometres from the place', () => {
    const found = reply(search.search(query({ near: '2150', service: 'optical', radius: '25' })));
    const [eyeCare] = found.providers;
    expect(eyeCare!.slug).toBe('city-eye-care');
    const km = distance(
      PLACES.parramatta.longitude,
      PLACES.parramatta.latitude,
      PLACES.sydney.longitude,
      PLACES.sydney.latitude,
    );
    expect(eyeCare!.distanceKm).toBe(Math.round(km * 10) / 10);
    expect(eyeCare!.distanceKm).toBeGreaterThan(19);
    expect(eyeCare!.distanceKm).toBeLessThan(21);
  });

  it('orders providers at the same distance by name', () => {
    const found = reply(search.search(query({ near: 'Parramatta', radius: '5' })));
    expect(found.providers.slice(0, 3).map((provider) => provider.name)).toEqual([
      'Anytime GP',
      'Banksia Dental',
      'Wattle Dental',
    ]);
  });

  it.each([
    [
      '5',
      [
        'anytime-gp-telehealth',
        'banksia-dental-parramatta',
        'wattle-dental-parramatta',
        'harris-park-smiles',
        'westmead-family-dental',
      ],
    ],
    ['25', ['city-eye-care']],
    ['50', ['city-eye-care', 'nepean-physio']],
  ])('widens to %s km', (radius, farthest) => {
    const found = slugs(search.search(query({ near: 'Parramatta 2150', radius })));
    expect(found.slice(radius === '5' ? 0 : 5)).toEqual(farthest);
  });

  it('keeps a provider at the edge of the circle, where it is widest east and west, and not one just past it', () => {
    // Due east of Hobart (43° south, where a degree of longitude is shortest in the directory) by a given distance.
    const hobart = { label: 'HOBART TAS 7000', latitude: -42.8821, longitude: 147.3272 };
    const east = (km: number) => {
      const angle = km / 6371;
      const latitude = (hobart.latitude * Math.PI) / 180;
      const dLng = Math.atan2(
        Math.sin(angle) * Math.cos(latitude),
        Math.cos(angle) - Math.sin(latitude) ** 2,
      );
      return { latitude: hobart.latitude, longitude: hobart.longitude + (dLng * 180) / Math.PI };
    };
    const edge = createProviderSearch({
      providers: [
        aProvider({ slug: 'inside', name: 'Inside', ...east(49.95) }),
        aProvider({ slug: 'outside', name: 'Outside', ...east(50.05) }),
      ],
      resolvePlace: () => hobart,
      now: () => MONDAY_MORNING_IN_SYDNEY,
    });
    const found = reply(edge.search(query({ near: 'Hobart', radius: '50' })));
    expect(found.providers.map(({ slug, distanceKm }) => [slug, distanceKm])).toEqual([['inside', 50]]);
  });

  it('keeps one service', () => {
    expect(slugs(search.search(query({ near: '2150', service: 'physiotherapy', radius: '50' })))).toEqual([
      'nepean-physio',
    ]);
  });

  it('keeps the brand’s own network: First Choice for the main brand, the second brand’s for gu', () => {
    expect(slugs(search.search(query({ near: '2150', radius: '50', network: 'true' })))).toEqual([
      'banksia-dental-parramatta',
      'wattle-dental-parramatta',
      'harris-park-smiles',
      'city-eye-care',
    ]);
    expect(slugs(search.search(query({ near: '2150', radius: '50', network: 'true', brand: 'gu' })))).toEqual(
      ['banksia-dental-parramatta', 'nepean-physio'],
    );
  });

  it('keeps wheelchair access', () => {
    expect(slugs(search.search(query({ near: '2150', radius: '25', wheelchair: 'true' })))).toEqual([
      'banksia-dental-parramatta',
      'city-eye-care',
    ]);
  });

  it('keeps a language, in any case, and refuses one the directory does not have', () => {
    expect(slugs(search.search(query({ near: '2150', language: 'mandarin' })))).toEqual([
      'banksia-dental-parramatta',
    ]);
    expect(search.languages).toEqual(['Arabic', 'Cantonese', 'Mandarin']);
    expect(search.search(query({ near: '2150', language: 'Klingon' }))).toEqual({
      refused: {
        status: 400,
        code: 'invalid_query',
        message: 'language must be one of Arabic, Cantonese, Mandarin',
      },
    });
  });

  it('pages the results and counts them all', () => {
    const first = reply(search.search(query({ near: '2150', radius: '50', limit: '3' })));
    const second = reply(search.search(query({ near: '2150', radius: '50', limit: '3', offset: '3' })));
    const past = reply(search.search(query({ near: '2150', radius: '50', offset: '100' })));
    expect(first.total).toBe(7);
    expect(second.total).toBe(7);
    expect([...first.providers, ...second.providers].map((provider) => provider.slug)).toEqual(
      slugs(search.search(query({ near: '2150', radius: '50' }))).slice(0, 6),
    );
    expect(second).toMatchObject({ offset: 3, limit: 3 });
    expect(past.providers).toEqual([]);
    expect(past.total).toBe(7);
  });

  it('links Australian providers to their pages, and NZ and second-brand results to their place in the list', () => {
    const [main] = reply(search.search(query({ near: '2150', service: 'dental' }))).providers;
    const [gu] = reply(search.search(query({ near: '2150', service: 'dental', brand: 'gu' }))).providers;
    const [nz] = reply(search.search(query({ near: 'Auckland', country: 'nz' }))).providers;
    expect(main!.href).toBe('/find-a-provider/dental/banksia-dental-parramatta');
    expect(gu!.href).toBe('/gu/find-a-provider#provider-banksia-dental-parramatta');
    expect(nz!.href).toBe('/nz/find-a-provider#provider-harbour-dental-auckland');
  });

  it('searches one country’s directory', () => {
    expect(slugs(search.search(query({ near: 'Auckland', country: 'nz', radius: '50' })))).toEqual([
      'harbour-dental-auckland',
    ]);
    const brisbane = reply(search.search(query({ near: 'Brisbane', radius: '50' })));
    expect(brisbane.providers.map((provider) => provider.country)).toEqual(['au']);
  });

  it('answers place_not_found with the typed text, cut to 60 characters', () => {
    expect(search.search(query({ near: 'Atlantis' }))).toEqual({
      refused: {
        status: 404,
        code: 'place_not_found',
        message: 'We could not find ‘Atlantis’. Type a suburb and postcode, such as Parramatta 2150.',
      },
    });
    const long = `Nowhere ${'x'.repeat(100)}`;
    const refused = search.search(query({ near: long }));
    expect('refused' in refused && refused.refused.message).toBe(
      `We could not find ‘${long.slice(0, 60)}…’. Type a suburb and postcode, such as Parramatta 2150.`,
    );
  });

  it('in New Zealand, says to type a town, as the New Zealand page asks for one', () => {
    const refused = search.search(query({ near: 'Atlantis', country: 'nz' }));
    expect('refused' in refused && refused.refused.message).toBe(
      'We could not find ‘Atlantis’. Type a town or suburb, such as Petone.',
    );
  });

  it('searches from a point as ‘Your location’, and refuses one outside the country', () => {
    const found = reply(search.search(query({ lat: '-33.815', lng: '151.002', service: 'dental' })));
    expect(found.place).toEqual({ label: 'Your location', latitude: -33.815, longitude: 151.002 });
    expect(found.providers[0]!.slug).toBe('banksia-dental-parramatta');
    expect(
      search.search({ ...query({ near: 'x' }), near: undefined, latitude: 51.5, longitude: -0.1 }),
    ).toMatchObject({ refused: { status: 400, message: 'lat and lng must be a point in Australia' } });
  });

  it('answers an empty page for a country without providers', () => {
    const empty = createProviderSearch({
      providers: FIXTURE_PROVIDERS.filter((provider) => provider.country === 'au'),
      resolvePlace: fixturePlaces,
      now: () => MONDAY_MORNING_IN_SYDNEY,
    });
    expect(reply(empty.search(query({ near: 'Auckland', country: 'nz' })))).toMatchObject({
      total: 0,
      providers: [],
    });
  });
});

describe('open now', () => {
  const at = (iso: string) => searchWith(new Date(iso));
  const openNow = (search: ProviderSearch, near: string) =>
    slugs(search.search(query({ near, service: 'dental', open: 'now', radius: '5' })));

  it.each([
    // Monday 11 January 2027 in Sydney, daylight saving (UTC+11): opens 09:00 = 22:00 UTC the day before.
    ['a minute before opening', '2027-01-10T21:59:00Z', []],
    [
      'at opening',
      '2027-01-10T22:00:00Z',
      [
        'banksia-dental-parramatta',
        'wattle-dental-parramatta',
        'harris-park-smiles',
        'westmead-family-dental',
      ],
    ],
    [
      'a minute before closing',
      '2027-01-11T05:59:00Z',
      [
        'banksia-dental-parramatta',
        'wattle-dental-parramatta',
        'harris-park-smiles',
        'westmead-family-dental',
      ],
    ],
    ['at closing', '2027-01-11T06:00:00Z', []],
  ])('in Sydney, %s', (_when, iso, open) => {
    expect(openNow(at(iso), 'Parramatta')).toEqual(open);
  });

  it('reads Sydney’s daylight saving and Brisbane’s none: 9:00 in Sydney is 8:00 in Brisbane in January', () => {
    const sydneyOpens = at('2027-01-10T22:00:00Z');
    expect(openNow(sydneyOpens, 'Parramatta')).toHaveLength(4);
    expect(openNow(sydneyOpens, 'Brisbane')).toEqual([]);
    const brisbaneOpens = at('2027-01-10T23:00:00Z');
    expect(openNow(brisbaneOpens, 'Brisbane')).toEqual(['river-city-dental']);
  });

  it('opens Sydney and Brisbane together in July, without daylight saving', () => {
    const mondayNine = at('2026-07-05T23:00:00Z');
    expect(openNow(mondayNine, 'Parramatta')).toHaveLength(4);
    expect(openNow(mondayNine, 'Brisbane')).toEqual(['river-city-dental']);
    expect(openNow(at('2026-07-05T22:59:00Z'), 'Brisbane')).toEqual([]);
  });

  it('opens Perth two hours after Brisbane (UTC+8)', () => {
    expect(openNow(at('2026-07-05T23:00:00Z'), 'Perth')).toEqual([]);
    expect(openNow(at('2026-07-06T00:59:00Z'), 'Perth')).toEqual([]);
    expect(openNow(at('2026-07-06T01:00:00Z'), 'Perth')).toEqual(['swan-dental-perth']);
  });

  it('keeps Brisbane’s Sunday session on the Sunday Sydney’s clocks go forward', () => {
    // Sunday 4 October 2026: Sydney goes from 02:00 AEST to 03:00 AEDT; Brisbane stays on UTC+10.
    expect(minuteOfWeek(new Date('2026-10-03T15:59:00Z'), 'Australia/Sydney')).toBe(6 * 1440 + 1 * 60 + 59);
    expect(minuteOfWeek(new Date('2026-10-03T16:00:00Z'), 'Australia/Sydney')).toBe(6 * 1440 + 3 * 60);
    expect(openNow(at('2026-10-03T23:59:00Z'), 'Brisbane')).toEqual([]);
    expect(openNow(at('2026-10-04T00:00:00Z'), 'Brisbane')).toEqual(['river-city-dental']);
  });

  it('says whether each result is open, and keeps services open around the clock', () => {
    const sundayNight = at('2027-01-17T10:00:00Z');
    const found = reply(sundayNight.search(query({ near: 'Parramatta', radius: '5' })));
    expect(found.providers.map(({ slug, openNow: open }) => [slug, open])).toEqual([
      ['anytime-gp-telehealth', true],
      ['banksia-dental-parramatta', false],
      ['wattle-dental-parramatta', false],
      ['harris-park-smiles', false],
      ['westmead-family-dental', false],
    ]);
    expect(slugs(sundayNight.search(query({ near: 'Parramatta', radius: '5', open: 'now' })))).toEqual([
      'anytime-gp-telehealth',
    ]);
  });

  it('reads the clock once a search', () => {
    const now = vi.fn(() => MONDAY_MORNING_IN_SYDNEY);
    const search = createProviderSearch({
      providers: [aProvider({ slug: 'a', name: 'A' }), aProvider({ slug: 'b', name: 'B' })],
      resolvePlace: fixturePlaces,
      now,
    });
    search.search(query({ near: 'Parramatta', open: 'now' }));
    expect(now).toHaveBeenCalledTimes(1);
  });
});
