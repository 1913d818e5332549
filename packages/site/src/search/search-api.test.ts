import { describe, expect, it } from 'vitest';
import { searchApiUrl, searchRequestOnPage } from './search-api';

describe('searchApiUrl', () => {
  it('writes the words, and the section and brand only when they narrow the search', () => {
    expect(searchApiUrl({ query: 'hospital cover', section: '' }, 'main')).toBe(
      '/api/search?q=hospital+cover',
    );
    expect(searchApiUrl({ query: 'dental', section: 'Travel' }, 'main')).toBe(
      '/api/search?q=dental&section=Travel',
    );
    expect(searchApiUrl({ query: 'dental', section: '' }, 'gu')).toBe('/api/search?q=dental&brand=gu');
  });

  it('writes a range only when it is not the first page', () => {
    expect(searchApiUrl({ query: 'a', section: '' }, 'main', { from: 0, count: 10 })).toBe('/api/search?q=a');
    expect(searchApiUrl({ query: 'a', section: '' }, 'main', { from: 10, count: 10 })).toBe(
      '/api/search?q=a&from=10&count=10',
    );
  });

  it('keeps what was typed inside its parameter, whatever it is', () => {
    const url = new URL(searchApiUrl({ query: 'a&brand=gu <b>#x', section: '' }, 'main'), 'http://site');
    expect([...url.searchParams]).toEqual([['q', 'a&brand=gu <b>#x']]);
  });
});

describe('searchRequestOnPage', () => {
  it('reads the main search’s words and section from its address', () => {
    expect(searchRequestOnPage('?q=%20dental%20%20cover&section=Travel', 'main')).toEqual({
      query: 'dental cover',
      section: 'Travel',
    });
  });

  it('gives the second brand’s search no section', () => {
    expect(searchRequestOnPage('?q=dental&section=Travel', 'gu')).toEqual({ query: 'dental', section: '' });
  });
});
