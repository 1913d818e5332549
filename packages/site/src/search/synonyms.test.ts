import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS, searchTermsFor } from './synonyms';

describe('searchTermsFor', () => {
  it.each([
    ['LHC', 'lifetime health cover'],
    ['lhc loading', 'lifetime health cover loading'],
    ['hosptial', 'hospital'],
    ['Hosptial cover', 'hospital cover'],
    ['dentle', 'dental'],
    ['physio', 'physiotherapy'],
    ['NZ', 'new zealand'],
    ['phone number', 'call us'],
    ['make a claim', 'claim'],
    ['foundation grant', 'funding grants'],
  ])('searches for %s as %s', (typed, sent) => {
    expect(searchTermsFor(typed)).toBe(sent);
  });

  it('leaves words it does not know, and words that only contain a known one, as typed', () => {
    expect(searchTermsFor('bronze hospital')).toBe('bronze hospital');
    expect(searchTermsFor('physiotherapy')).toBe('physiotherapy');
    expect(searchTermsFor('nzx lhcs')).toBe('nzx lhcs');
    expect(searchTermsFor('')).toBe('');
  });

  it('reads a phrase before the words in it, and replaces only once', () => {
    expect(searchTermsFor('foundation grants')).toBe('funding grants');
    expect(searchTermsFor('LHC LHC')).toBe('lifetime health cover lifetime health cover');
    expect(searchTermsFor('lifetime health cover')).toBe('lifetime health cover');
  });

  it('keeps the map in lower case, and never maps a word to itself', () => {
    for (const [typed, sent] of Object.entries(SEARCH_SYNONYMS)) {
      expect(typed).toBe(typed.toLowerCase());
      expect(sent).toBe(sent.toLowerCase());
      expect(sent).not.toBe(typed);
    }
  });
});
