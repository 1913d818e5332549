import { describe, expect, it } from 'vitest';
import {
  TITLE_MAX_LENGTH,
  directionsHref,
  localityName,
  providerDescription,
  providerPath,
  providerTitle,
  searchNearHref,
  spokenLanguages,
} from './provider-page';
import { clockTime, weekHours } from '../opening-hours';
import { longNamedHospital, parramattaDentist, telehealthGp } from './test-providers';

const SITE_SUFFIX = ' | Larkspur Health';

describe('providerPath', () => {
  it('is the service and the slug under the search', () => {
    expect(providerPath(parramattaDentist)).toBe('/find-a-provider/dental/church-street-dental-parramatta');
  });
});

describe('localityName', () => {
  it.each([
    ['PARRAMATTA', 'Parramatta'],
    ['ST LEONARDS', 'St Leonards'],
    ["O'CONNOR", "O'Connor"],
    ['WEE-WAA', 'Wee-Waa'],
  ])('writes %s as %s', (locality, name) => {
    expect(localityName(locality)).toBe(name);
  });
});

describe('providerTitle', () => {
  it('is the name and the locality', () => {
    expect(providerTitle(parramattaDentist)).toBe('Church Street Dental, Parramatta');
  });

  it('cuts a long name at a word, keeping the locality, so the whole title stays within 70 characters', () => {
    const title = providerTitle(longNamedHospital);
    expect(title).toBe('The North Western Private Hospital and Day…, Wee Waa');
    expect(`${title}${SITE_SUFFIX}`.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });

  it('keeps a name that just fits whole', () => {
    const name = 'N'.repeat(TITLE_MAX_LENGTH - SITE_SUFFIX.length - ', Parramatta'.length);
    expect(providerTitle({ name, locality: 'PARRAMATTA' })).toBe(`${name}, Parramatta`);
  });
});

describe('providerDescription', () => {
  it('says what and where the provider is, and its network', () => {
    expect(providerDescription(parramattaDentist, 'First Choice Network')).toBe(
      'Church Street Dental, a dentist at 12 Church Street, Parramatta NSW 2150, in the First Choice Network: ' +
        'opening hours, phone number, directions, languages and wheelchair access.',
    );
  });

  it('leaves the network out for a provider outside it', () => {
    expect(providerDescription(telehealthGp, 'First Choice Network')).not.toContain('Network');
  });
});

describe('directionsHref', () => {
  it('asks the .example maps site for directions to the coordinates, labelled with the address', () => {
    const url = new URL(directionsHref(parramattaDentist));
    expect(url.origin).toBe('https://maps.example');
    expect(url.hostname.endsWith('.example')).toBe(true);
    expect(url.searchParams.get('destination')).toBe('-33.8136,151.0034');
    expect(url.searchParams.get('label')).toBe('Church Street Dental, 12 Church Street, Parramatta NSW 2150');
  });
});

describe('searchNearHref', () => {
  it('is the search for the same service around the locality, as the search URL writes it', () => {
    expect(searchNearHref(parramattaDentist)).toBe('/find-a-provider?near=Parramatta%202150&service=dental');
  });
});

describe('weekHours', () => {
  it('lists Monday to Sunday, with split days in order and days without sessions closed', () => {
    expect(weekHours(parramattaDentist).map((row) => [row.day, row.text])).toEqual([
      ['Monday', '8:30 am to 5:00 pm'],
      ['Tuesday', '8:30 am to 5:00 pm'],
      ['Wednesday', '8:30 am to 12:30 pm, 1:30 pm to 7:00 pm'],
      ['Thursday', '8:30 am to 5:00 pm'],
      ['Friday', '8:30 am to 5:00 pm'],
      ['Saturday', '9:00 am to 1:00 pm'],
      ['Sunday', 'Closed'],
    ]);
  });

  it.each([
    ['00:00', '12:00 am'],
    ['09:05', '9:05 am'],
    ['12:00', '12:00 pm'],
    ['23:59', '11:59 pm'],
    ['24:00', '12:00 am'],
  ])('reads %s as %s', (time, words) => {
    expect(clockTime(time)).toBe(words);
  });
});

describe('spokenLanguages', () => {
  it('starts with English, then the languages the data names', () => {
    expect(spokenLanguages(parramattaDentist)).toEqual(['English', 'Mandarin', 'Arabic']);
    expect(spokenLanguages(telehealthGp)).toEqual(['English']);
  });
});
