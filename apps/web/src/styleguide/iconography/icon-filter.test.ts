import { describe, expect, it } from 'vitest';
import { catalogue } from '@ds/icons';
import { ALL_CATEGORIES, filterEntry, filterFromSearch, matchesQuery, visibleIcons } from './icon-filter';
import { categorySlug, iconPagePath } from './icon-paths';

const entries = catalogue.map(filterEntry);
const slugs = [...new Set(entries.map((entry) => entry.category))];

describe('icon filter', () => {
  it('matches words of the name, title, category and usage by their start, in any case', () => {
    const phone = filterEntry(catalogue.find((icon) => icon.name === 'phone')!);
    expect(matchesQuery(phone.terms, 'PHONE')).toBe(true);
    expect(matchesQuery(phone.terms, 'cont')).toBe(true); // category Contact
    expect(matchesQuery(phone.terms, 'call link')).toBe(true); // usage words
    expect(matchesQuery(phone.terms, 'hone')).toBe(false);
    expect(matchesQuery(phone.terms, 'phone zebra')).toBe(false);
    expect(matchesQuery(phone.terms, '   ')).toBe(true);
  });

  it('matches the type, ignores accents, and finds nothing for symbols alone', () => {
    expect(visibleIcons(entries, { query: 'graphic', category: ALL_CATEGORIES }).length).toBe(
      catalogue.filter((icon) => icon.type === 'Graphic').length,
    );
    const cafe = { name: 'x', category: 'objects', terms: 'café partner offers' };
    expect(
      matchesQuery(filterEntry({ ...catalogue[0]!, usage: ['Café partner offers'] }).terms, 'cafe'),
    ).toBe(true);
    expect(matchesQuery(cafe.terms.normalize('NFD').replace(/\p{M}/gu, ''), 'CAFÉ')).toBe(true);
    for (const symbols of ['🦷', '.*', '(', '\\', '%']) {
      expect(visibleIcons(entries, { query: symbols, category: ALL_CATEGORIES }), symbols).toEqual([]);
    }
  });

  it('reads the filter from the query string, ignoring an unknown category and cutting long text', () => {
    expect(filterFromSearch('?q=eye&category=health-care', slugs)).toEqual({
      query: 'eye',
      category: 'health-care',
    });
    expect(filterFromSearch('?category=nope', slugs).category).toBe(ALL_CATEGORIES);
    expect(filterFromSearch('?category=Health-Care', slugs).category).toBe('health-care');
    expect(filterFromSearch(`?q=${'a'.repeat(500)}`, slugs).query).toHaveLength(100);
    expect(filterFromSearch('', slugs)).toEqual({ query: '', category: ALL_CATEGORIES });
  });

  it('filters by category and text together', () => {
    const all = visibleIcons(entries, { query: '', category: ALL_CATEGORIES });
    expect(all).toHaveLength(catalogue.length);
    const health = visibleIcons(entries, { query: '', category: 'health-care' });
    expect(health.length).toBeGreaterThan(30);
    for (const name of health) {
      expect(categorySlug(catalogue.find((icon) => icon.name === name)!.category)).toBe('health-care');
    }
    expect(visibleIcons(entries, { query: 'dental', category: 'health-care' }).length).toBeGreaterThan(0);
    expect(visibleIcons(entries, { query: 'zzqx', category: ALL_CATEGORIES })).toEqual([]);
  });

  it('gives every icon its own page path', () => {
    const paths = catalogue.map(iconPagePath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(iconPagePath({ type: 'System', title: 'Chevron Down' })).toBe(
      '/foundations/iconography/system-icons/chevron-down',
    );
  });
});
