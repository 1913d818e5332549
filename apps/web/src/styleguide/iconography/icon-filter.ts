// What the icon browser's filter matches. An icon's search terms are the words of its name, title, type, category
// and usage; a query matches when each of its words starts one of those words ('hosp cov' finds Hospital Cover).
// Case and accents do not matter ('cafe' finds 'café'); a query of symbols only (no word at all) matches nothing.
import type { IconMetadata } from '@ds/icons';
import { categorySlug } from './icon-paths';

export const ALL_CATEGORIES = 'all';
/** Longer queries are cut: no icon has a longer description, and the page never has to render more. */
export const MAX_QUERY_LENGTH = 100;

export interface IconFilterEntry {
  name: string;
  /** The category's slug, as in the query string. */
  category: string;
  /** Lower-case words, space separated. */
  terms: string;
}

export interface IconFilterState {
  query: string;
  /** A category slug, or ALL_CATEGORIES. */
  category: string;
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

export function filterEntry(icon: IconMetadata): IconFilterEntry {
  const all = [icon.name, icon.title, icon.type, icon.category, ...icon.usage].flatMap(words);
  return { name: icon.name, category: categorySlug(icon.category), terms: [...new Set(all)].join(' ') };
}

export function matchesQuery(terms: string, query: string): boolean {
  const queryWords = words(query);
  if (queryWords.length === 0) return query.trim() === '';
  const termWords = terms.split(' ');
  return queryWords.every((word) => termWords.some((term) => term.startsWith(word)));
}

/** The filter written in a query string (`?q=phone&category=contact`, any case); an unknown category means all. */
export function filterFromSearch(search: string, categories: readonly string[]): IconFilterState {
  const params = new URLSearchParams(search);
  const category = (params.get('category') ?? ALL_CATEGORIES).toLowerCase();
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    category: categories.includes(category) ? category : ALL_CATEGORIES,
  };
}

/** The names of the icons the filter lets through, in catalogue order. */
export function visibleIcons(entries: readonly IconFilterEntry[], filter: IconFilterState): string[] {
  return entries
    .filter((entry) => filter.category === ALL_CATEGORIES || entry.category === filter.category)
    .filter((entry) => matchesQuery(entry.terms, filter.query))
    .map((entry) => entry.name);
}
