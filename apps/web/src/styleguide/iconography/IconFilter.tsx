'use client';
// The icon browser's filter: a Search box and a Category drop-down over icons rendered as HTML at build. The icons
// are never shipped as JavaScript; this script only hides the tiles (and category sections) that do not match.
// The icons' words come when first wanted (the pointer over the filter, focus in it, or a filtered link), not with
// the page. The filter lives in the query string, so a filtered view can be shared, reloaded and returned to.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Select, TextInput } from '@ds/ui';
import { useHydrated, useImportOnWant, useUrlSearch } from '@ds/ui/hooks';
import { ALL_CATEGORIES, MAX_QUERY_LENGTH, filterFromSearch, visibleIcons } from './icon-filter';
import styles from './IconBrowser.module.css';

export const NO_ICONS_MESSAGE = 'Sorry, no icons were found for your search';
export const FINDING_MESSAGE = 'Finding icons…';
export const WORDS_FAILED_MESSAGE =
  'The icons could not be filtered: the page could not load their words. Check your connection, then type again.';
const SEARCH_ID = 'icon-search';

export interface IconFilterProps {
  /** How many icons the grid holds. */
  total: number;
  categories: readonly { slug: string; label: string }[];
  /** The grid: sections marked `data-icon-category` holding tiles marked `data-icon-name`. */
  children: ReactNode;
}

/** What the filter is, in words: ' for “heart” in Health care' ('' when nothing is filtered). */
export function filterWords(query: string, categoryLabel: string | null): string {
  const text = query.trim().replace(/\s+/g, ' ');
  const shortText = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `${shortText ? ` for “${shortText}”` : ''}${categoryLabel ? ` in ${categoryLabel}` : ''}`;
}

export function resultText(shown: number, total: number, filterDescription: string): string {
  if (shown === 0) return NO_ICONS_MESSAGE;
  if (filterDescription === '') return `Showing all ${total} icons`;
  return `${shown} ${shown === 1 ? 'icon' : 'icons'} found${filterDescription}`;
}

/** The icons' filter words, imported when first wanted (useImportOnWant). */
const loadFilterEntries = () => import('./icon-terms').then((module) => module.iconFilterEntries);

export function IconFilter({ total, categories, children }: IconFilterProps) {
  const [search, updateSearch] = useUrlSearch();
  // Until the script runs the controls could not filter, and what was typed would be lost on hydration.
  const hydrated = useHydrated();
  const slugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const filter = filterFromSearch(search, slugs);
  const filtering = filter.query.trim() !== '' || filter.category !== ALL_CATEGORIES;
  const { value: entries, failed, want } = useImportOnWant(loadFilterEntries);
  // The icons that match, once their words are here; null while every icon shows, or while the words load.
  const shown = useMemo(
    () => (filtering && entries ? new Set(visibleIcons(entries, filterFromSearch(search, slugs))) : null),
    [filtering, entries, search, slugs],
  );
  // A filtered link loads the words at once; after a failed load, each change of the filter (search) tries again.
  useEffect(() => {
    if (filtering && !entries) want();
  }, [filtering, entries, search, want]);
  const grid = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  // The pointer over the filter or focus in it says the visitor is about to filter: the words load then. Native
  // listeners on the search landmark: React handlers there would read to the a11y lint as a landmark made interactive.
  useEffect(() => {
    const region = controls.current;
    if (!region) return undefined;
    region.addEventListener('pointerover', want);
    region.addEventListener('focusin', want);
    return () => {
      region.removeEventListener('pointerover', want);
      region.removeEventListener('focusin', want);
    };
  }, [want]);
  const categoryLabel = categories.find((category) => category.slug === filter.category)?.label ?? null;
  const description = filterWords(filter.query, categoryLabel);

  // A category in the URL that is not one (a typo, an old link) would stay there while the drop-down shows all.
  const rawCategory = new URLSearchParams(search).get('category');
  useEffect(() => {
    if (rawCategory === null) return;
    const wanted = filter.category === ALL_CATEGORIES ? null : filter.category;
    if (rawCategory !== wanted) updateSearch({ category: wanted });
  }, [rawCategory, filter.category, updateSearch]);

  const showAll = () => {
    updateSearch({ q: null, category: null });
    document.getElementById(SEARCH_ID)?.focus();
  };

  // The tiles are server-rendered HTML: showing the matches means setting `hidden` on them, before the browser paints
  // (a layout effect), so the tiles never show a frame behind the count. While the words load, they stay as they were.
  const waiting = filtering && !shown;
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root || waiting) return;
    for (const tile of root.querySelectorAll<HTMLElement>('[data-icon-name]')) {
      tile.hidden = shown !== null && !shown.has(tile.dataset.iconName ?? '');
    }
    for (const section of root.querySelectorAll<HTMLElement>('[data-icon-category]')) {
      section.hidden = section.querySelector('[data-icon-name]:not([hidden])') === null;
    }
  }, [shown, waiting]);

  const status = waiting
    ? failed
      ? WORDS_FAILED_MESSAGE
      : FINDING_MESSAGE
    : resultText(shown ? shown.size : total, total, description);

  return (
    <div className={styles.browser}>
      <div role="search" aria-label="Icons" className={styles.filter} ref={controls}>
        <TextInput
          type="search"
          label="Search"
          help="Name, category or where it is used"
          id={SEARCH_ID}
          value={filter.query}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(query) => updateSearch({ q: query })}
          disabled={!hydrated}
          className={styles.search}
        />
        <Select
          label="Category"
          options={[
            { value: ALL_CATEGORIES, label: 'All categories' },
            ...categories.map((c) => ({ value: c.slug, label: c.label })),
          ]}
          placeholder={null}
          value={filter.category}
          onChange={(category) => updateSearch({ category: category === ALL_CATEGORIES ? null : category })}
          disabled={!hydrated}
          className={styles.category}
        />
      </div>
      <p role="status" className={shown?.size === 0 ? styles.empty : styles.count}>
        {status}
      </p>
      {shown?.size === 0 ? (
        <div className={styles.emptyHelp}>
          <p>Nothing matches{description}. Try another word, or look through every icon.</p>
          <Button variant="secondary" size="sm" onClick={showAll}>
            Show all icons
          </Button>
        </div>
      ) : null}
      <div ref={grid}>{children}</div>
    </div>
  );
}
