import { describe, expect, it } from 'vitest';
import { searchFilters, toHit } from './search-rules';

describe('searchFilters', () => {
  it('looks in the main brand’s pages when no section is chosen', () => {
    expect(searchFilters('', 'main')).toEqual({ brand: 'main' });
  });

  it('looks in a chosen section, whichever brand it belongs to', () => {
    expect(searchFilters('Travel', 'main')).toEqual({ section: 'Travel' });
    expect(searchFilters('Gumleaf Health', 'main')).toEqual({ section: 'Gumleaf Health' });
  });

  it('keeps the second brand’s search to its own pages', () => {
    expect(searchFilters('', 'gu')).toEqual({ brand: 'gu' });
    expect(searchFilters('Travel', 'gu')).toEqual({ brand: 'gu' });
  });
});

describe('toHit', () => {
  it('reads a Pagefind result as the results list shows it, its excerpt as text runs', () => {
    expect(
      toHit({
        url: '/health-insurance/hospital',
        excerpt: 'Cover for <mark>hospital</mark> &amp; more',
        meta: { title: 'Hospital cover', description: 'Stays in hospital.' },
        filters: { section: ['Health insurance'] },
      }),
    ).toEqual({
      url: '/health-insurance/hospital',
      title: 'Hospital cover',
      section: 'Health insurance',
      description: 'Stays in hospital.',
      excerpt: [
        { text: 'Cover for ', marked: false },
        { text: 'hospital', marked: true },
        { text: ' & more', marked: false },
      ],
    });
  });

  it('falls back to the address for a page with no title, and to nothing for no section or description', () => {
    expect(toHit({ url: '/a', excerpt: '', meta: {}, filters: {} })).toEqual({
      url: '/a',
      title: '/a',
      section: '',
      description: '',
      excerpt: [],
    });
  });
});
