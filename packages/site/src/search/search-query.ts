// The search page's state as it lives in the URL (`?q=bronze&section=Travel`), and Pagefind's excerpts turned into
// plain text runs: nothing a visitor types or a page contains is ever rendered as HTML.
import { isSearchSection } from './sections';
import type { SearchSection } from './sections';

/** Longer queries are cut here (and the page says so): no one searches with more, and a pasted essay must not slow
 * the page. */
export const MAX_QUERY_LENGTH = 100;

/** What the page says when it searched only the start of what was asked. */
export const QUERY_CUT_NOTE = `Only the first ${MAX_QUERY_LENGTH} characters of your search were used.`;

export interface SearchRequest {
  /** The words to look for, trimmed and with runs of spaces made one ('' when there are none). */
  query: string;
  /** The section to search within, or '' for the whole site. */
  section: SearchSection | '';
  /** Whether what was asked was longer than MAX_QUERY_LENGTH, and cut. */
  cut?: true;
}

/** Spaces tidied, nothing cut: what goes in the URL, so the page can say when it searched only the start of it. */
export const tidyQuery = (raw: string) => raw.replace(/\s+/g, ' ').trim();

export function normaliseQuery(raw: string): string {
  return tidyQuery(raw).slice(0, MAX_QUERY_LENGTH).trim();
}

/** The search a query string asks for; an unknown section means the whole site. */
export function searchRequestFrom(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  const section = params.get('section') ?? '';
  const asked = params.get('q') ?? '';
  return {
    query: normaliseQuery(asked),
    section: isSearchSection(section) ? section : '',
    ...(tidyQuery(asked).length > MAX_QUERY_LENGTH ? { cut: true as const } : {}),
  };
}

/** A run of an excerpt's text: `marked` runs are the words that matched. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around matched words) as text runs. Any other tag is dropped and
 * entities are decoded once, so the runs can be rendered as React text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text === '') continue;
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}

/** What the search was, in words: '“bronze”' or '“bronze” in Travel'. */
export function describeSearch({ query, section }: SearchRequest): string {
  return `“${query}”${section ? ` in ${section}` : ''}`;
}

export function resultCountText(total: number, request: SearchRequest): string {
  if (total === 0) return `No results for ${describeSearch(request)}`;
  return `${total} ${total === 1 ? 'result' : 'results'} for ${describeSearch(request)}`;
}

/** The note beside the results when the words searched for were not the words typed ('hosptial' → 'hospital'). */
export const searchedForText = (words: string) => `Showing results for “${words}”.`;
/** When the changed words found nothing too: there are no results to say it is showing. */
export const searchedInsteadText = (words: string) => `Searched for “${words}”.`;

/** What to try when nothing was found: the popular pages are beside it only for a search of the whole site. */
export const noResultsHelp = (section: SearchRequest['section']) =>
  `Check the spelling, or try fewer or more general words${section ? '' : ', or one of the popular pages below'}.`;

/**
 * Where 'Search all sections' leads when nothing was found in a section: the same words in every section, on the
 * same search page (an address of the query string alone, so the page's own path needs no knowing).
 */
export const allSectionsHref = (request: Pick<SearchRequest, 'query'>) =>
  `?${new URLSearchParams({ q: request.query }).toString()}`;
