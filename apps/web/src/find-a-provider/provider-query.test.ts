import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  DEFAULT_RADIUS_KM,
  MAX_LIMIT,
  MAX_NEAR_LENGTH as API_MAX_NEAR_LENGTH,
  SEARCH_RADII_KM,
} from '@ds/providers/schema';
import {
  API_PAGE_LIMIT,
  DEFAULT_RADIUS,
  EMPTY_SEARCH,
  MAX_NEAR_LENGTH,
  MAX_SHOWN,
  PAGE_SIZE,
  RADIUS_CHOICES,
  apiUrlFor,
  optionsInUse,
  resultCountText,
  searchFromUrl,
  searchKey,
  tidyPlace,
  urlUpdateFor,
  widerRadius,
} from './provider-query';
import { hoursText } from './opening-hours';

/** The query string `replaceUrlSearch` would write for an update. */
function queryOf(update: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(update)) if (value) params.set(name, value);
  return `?${params.toString()}`;
}

/** The URL read for a directory whose languages are Arabic and Mandarin. */
const read = (query: string) => searchFromUrl(query, ['Arabic', 'Mandarin']);

describe('the API facts the search uses', () => {
  it('are the API schema’s own, not copies', () => {
    expect(RADIUS_CHOICES).toBe(SEARCH_RADII_KM);
    expect(DEFAULT_RADIUS).toBe(DEFAULT_RADIUS_KM);
    expect(PAGE_SIZE).toBe(DEFAULT_LIMIT);
    expect(API_PAGE_LIMIT).toBe(MAX_LIMIT);
    expect(MAX_NEAR_LENGTH).toBe(API_MAX_NEAR_LENGTH);
  });

  it('reads a position from the URL only as the API takes degrees (at most 10 decimals)', () => {
    expect(read('?lat=-33.8150000001&lng=151.002').position).toEqual({
      latitude: -33.815,
      longitude: 151.002,
    });
    expect(read('?lat=-33.81500000001&lng=151.002').position).toBeNull();
  });
});

describe('searchFromUrl', () => {
  it('reads every part of a search from the URL', () => {
    expect(
      read(
        '?near=Parramatta%202150&service=dental&radius=25&network=true&open=now&wheelchair=true&language=Mandarin&shown=20',
      ),
    ).toEqual({
      near: 'Parramatta 2150',
      position: null,
      service: 'dental',
      radius: 25,
      network: true,
      openNow: true,
      wheelchair: true,
      language: 'Mandarin',
      shown: 20,
    });
  });

  it('reads no query as no search yet, with a radius of 10 km', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
    expect(EMPTY_SEARCH.radius).toBe(10);
  });

  it('reads what the search does not take as its default, so a mangled link still searches', () => {
    expect(
      read('?near=%20Parramatta%0A%0A2150%20&service=dentist&radius=7&network=yes&open=later&shown=-3'),
    ).toEqual({ ...EMPTY_SEARCH, near: 'Parramatta 2150' });
    expect(read('?near=x&shown=5000').shown).toBe(MAX_SHOWN);
    expect(read('?near=x&shown=12.5').shown).toBe(10);
  });

  it('reads a position rounded to 3 decimals, only with both coordinates and no place typed', () => {
    expect(read('?lat=-33.81472&lng=151.00123').position).toEqual({
      latitude: -33.815,
      longitude: 151.001,
    });
    expect(read('?lat=-33.8').position).toBeNull();
    expect(read('?lat=-133.8&lng=151').position).toBeNull();
    expect(read('?lat=north&lng=151').position).toBeNull();
    expect(read('?near=Parramatta&lat=-33.8&lng=151').position).toBeNull();
  });

  it('drops a language the directory does not have, so the search still works and the select offers no such option', () => {
    expect(read('?near=x&language=Klingon').language).toBe('');
    expect(read('?near=x&language=%3Cb%3EMandarin%3C%2Fb%3E').language).toBe('');
    expect(read('?near=x&language=mandarin').language).toBe('Mandarin');
  });

  it('cuts a place longer than the API takes', () => {
    expect(read(`?near=${'a'.repeat(5000)}`).near).toHaveLength(200);
    expect(tidyPlace('  Parramatta\t 2150 ')).toBe('Parramatta 2150');
  });
});

describe('urlUpdateFor', () => {
  it('writes a search so that reading it back gives the same search', () => {
    const search = {
      ...EMPTY_SEARCH,
      near: 'Parramatta 2150',
      service: 'dental' as const,
      network: true,
      openNow: true,
      wheelchair: true,
      language: 'Arabic',
      radius: 50 as const,
      shown: 30,
    };
    const update = urlUpdateFor(search);
    expect(queryOf(update)).toBe(
      '?near=Parramatta+2150&service=dental&radius=50&network=true&open=now&wheelchair=true&language=Arabic&shown=30',
    );
    expect(read(queryOf(update))).toEqual(search);
  });

  it('names every parameter, so what a search leaves out is removed from the URL', () => {
    const update = urlUpdateFor({ ...EMPTY_SEARCH, position: { latitude: -33.8147, longitude: 151.0012 } });
    expect(update).toEqual({
      near: null,
      lat: '-33.815',
      lng: '151.001',
      service: null,
      radius: '10',
      network: null,
      open: null,
      wheelchair: null,
      language: null,
      shown: null,
    });
  });

  it('gives one key to searches that differ only in how many are shown', () => {
    const search = { ...EMPTY_SEARCH, near: 'Parramatta 2150' };
    expect(searchKey({ ...search, shown: 30 })).toBe(searchKey(search));
    expect(searchKey({ ...search, radius: 25 })).not.toBe(searchKey(search));
  });
});

describe('apiUrlFor', () => {
  it('asks the API in the names it takes, with the brand and country when they are not the defaults', () => {
    const search = { ...EMPTY_SEARCH, near: 'Parramatta 2150', service: 'dental' as const, network: true };
    expect(apiUrlFor(search, { brand: 'main', country: 'au' }, 0, 10)).toBe(
      '/api/providers?near=Parramatta+2150&service=dental&radius=10&network=true&limit=10',
    );
    expect(
      apiUrlFor(
        { ...search, openNow: true, wheelchair: true, language: 'Mandarin' },
        { brand: 'gu', country: 'nz' },
        20,
        10,
      ),
    ).toBe(
      '/api/providers?near=Parramatta+2150&service=dental&radius=10&network=true&brand=gu&country=nz&open=now&wheelchair=true&language=Mandarin&offset=20&limit=10',
    );
    expect(
      apiUrlFor(
        { ...EMPTY_SEARCH, position: { latitude: -33.815, longitude: 151.001 } },
        { brand: 'main', country: 'au' },
        0,
        10,
      ),
    ).toBe('/api/providers?lat=-33.815&lng=151.001&radius=10&limit=10');
  });
});

describe('the words of a search', () => {
  it('counts the providers found, within how far of where', () => {
    expect(resultCountText(37, { service: 'dental' }, 10, 'PARRAMATTA NSW 2150')).toBe(
      '37 dentists within 10 km of PARRAMATTA NSW 2150',
    );
    expect(resultCountText(1, { service: 'dental' }, 5, 'Your location')).toBe(
      '1 dentist within 5 km of your location',
    );
    expect(resultCountText(0, { service: '' }, 50, 'BOURKE NSW 2840')).toBe(
      'No providers within 50 km of BOURKE NSW 2840',
    );
    expect(resultCountText(2, { service: 'gp-telehealth' }, 10, 'X')).toBe(
      '2 GP telehealth services within 10 km of X',
    );
  });

  it('widens to the next radius, and no further than 50 km', () => {
    expect(widerRadius(5)).toBe(10);
    expect(widerRadius(10)).toBe(25);
    expect(widerRadius(25)).toBe(50);
    expect(widerRadius(50)).toBeNull();
  });

  it('names the options in use, for a search to try with fewer', () => {
    expect(
      optionsInUse(
        { ...EMPTY_SEARCH, network: true, openNow: true, wheelchair: true, language: 'Greek' },
        'First Choice Network',
      ),
    ).toEqual(['First Choice Network only', 'open now', 'wheelchair access', 'speaks Greek']);
    expect(optionsInUse(EMPTY_SEARCH, 'First Choice Network')).toEqual([]);
  });

  it('says a week of opening hours with runs of days that share their hours', () => {
    const weekday = (day: 0 | 1 | 2 | 3 | 4) => ({ day, opens: '08:00', closes: '17:30' });
    expect(
      hoursText({
        openAllHours: false,
        hours: [
          weekday(0),
          weekday(1),
          weekday(2),
          weekday(3),
          weekday(4),
          { day: 5, opens: '09:00', closes: '12:00' },
        ],
      }),
    ).toBe('Open Monday to Friday 8:00 am to 5:30 pm; Saturday 9:00 am to 12:00 pm.');
    expect(hoursText({ openAllHours: true, hours: [] })).toBe('Open 24 hours, every day.');
  });
});
