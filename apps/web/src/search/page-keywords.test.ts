// A cover's inclusion list is a list of buttons (each opens the inclusion's details), and the index leaves
// controls out (scripts/lib/search-index.mjs): without keywords from the data, 'pregnancy' would not find the
// cover that includes it.
import { describe, expect, it } from 'vitest';
import { pageKeywords } from './page-keywords';

describe('pageKeywords', () => {
  it('gives the hospital covers that include pregnancy and birth the words visitors search with', () => {
    expect(pageKeywords('/health-insurance/hospital/hospital-gold').split(' ')).toContain('pregnancy');
  });

  it('gives them to no cover that leaves pregnancy out', () => {
    for (const id of ['hospital-basic', 'hospital-bronze', 'hospital-silver-plus']) {
      expect(pageKeywords(`/health-insurance/hospital/${id}`)).not.toContain('pregnancy');
    }
  });

  it('keeps the keywords of pages named in PAGE_KEYWORDS', () => {
    expect(pageKeywords('/help/health')).toBe('claim');
    expect(pageKeywords('/no/such/page')).toBe('');
  });
});
