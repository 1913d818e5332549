// The relevance set is data the e2e relevance test runs (e2e/search-relevance.spec.ts): these checks keep it
// sound, so a failure there is about ranking, not a typo here.
import { describe, expect, it } from 'vitest';
import { PAGE_KEYWORDS } from './page-keywords';
import { RELEVANCE_SET } from './relevance-set';
import { searchBrand } from '@ds/site/search';

describe('RELEVANCE_SET', () => {
  it('has at least 30 searches, each asked once per search page', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
    const asked = RELEVANCE_SET.map((c) => `${c.brand ?? 'main'}:${c.query.toLowerCase()}`);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('expects each search to find a page its search page looks in', () => {
    for (const { query, expected, brand = 'main' } of RELEVANCE_SET) {
      expect(searchBrand(expected), `'${query}' expects ${expected}`).toBe(brand);
    }
  });

  it('covers abbreviations and misspellings, answered by the synonym map', () => {
    const queries = RELEVANCE_SET.map((c) => c.query);
    expect(queries).toEqual(expect.arrayContaining(['LHC', 'hosptial', 'dentle', 'physio', 'NZ']));
  });
});

describe('PAGE_KEYWORDS', () => {
  it('gives keywords to a few pages of the brands’ searches, in lower case', () => {
    const entries = Object.entries(PAGE_KEYWORDS);
    expect(entries.length).toBeLessThanOrEqual(12);
    for (const [path, words] of entries) {
      expect(searchBrand(path)).not.toBeNull();
      expect(words).toBe(words.toLowerCase());
      // Pagefind reads a comma in a metadata attribute as the end of the value.
      expect(words).not.toContain(',');
    }
  });
});
