// A search page sent with its first results already in it (`/search?q=dental`), by a server that can search: the
// page is built before anyone searches, so the server writes the results into the built page itself. It writes them
// with the page's own markup: the built page holds a hidden sample, the search page's status lines, note, help and
// result list rendered by the page's own components around words no search returns (SAMPLE_*), and the results are
// that sample with each hit's words put in its place, escaped. The page keeps what the server wrote, outside React's tree,
// until its script shows the same results itself (apps/web/src/search/SiteSearch.tsx), so they are there at the
// first paint, and without JavaScript.
import { escapeUTF8 } from 'entities';
import {
  QUERY_CUT_NOTE,
  allSectionsHref,
  noResultsHelp,
  resultCountText,
  searchedForText,
  searchedInsteadText,
} from './search-query';
import type { SearchRequest } from './search-query';
import { searchApiUrl } from './search-api';
import type { SearchApiReply } from './search-api';
import type { SearchHit } from './search-rules';
import type { SearchBrand } from './sections';

/** The element of the built page that the server writes the results into (empty in the build). */
export const SERVED_RESULTS_ATTRIBUTE = 'data-served-results';
/** The hidden sample of the page's markup, in the built page only until its script runs. */
export const RESULT_SAMPLE_ATTRIBUTE = 'data-result-sample';

const SLOT = {
  status: '@@status@@',
  none: '@@none@@',
  help: '@@help@@',
  allSections: '@@all-sections@@',
  note: '@@note@@',
  url: '@@url@@',
  title: '@@title@@',
  section: '@@section@@',
  text: '@@text@@',
  mark: '@@mark@@',
} as const;

/** The sample's status line (with results, and without), note, and help when nothing was found. */
export const SAMPLE_STATUS = SLOT.status;
export const SAMPLE_NO_RESULTS = SLOT.none;
export const SAMPLE_NOTE = SLOT.note;
export const SAMPLE_HELP = SLOT.help;
/** The address of the sample's 'Search all sections' link (no site path either). */
export const SAMPLE_ALL_SECTIONS_HREF = SLOT.allSections;
/**
 * The sample's one result: every part a hit can have, each its slot's word. Its address is not a site path, so
 * nothing that reads the built page's links takes it for a page.
 */
export const SAMPLE_HIT: SearchHit = {
  url: SLOT.url,
  title: SLOT.title,
  section: SLOT.section,
  description: '',
  excerpt: [
    { text: SLOT.text, marked: false },
    { text: SLOT.mark, marked: true },
  ],
};

/** The built page's sample, taken apart: each piece is markup with its slot's word still in it. */
export interface ResultSample {
  status: string;
  noResults: string;
  note: string;
  /** The help shown when nothing was found, with its link to search every section. */
  help: string;
  /** That link, in `help`: left out when no section was searched. */
  allSections: string;
  listOpen: string;
  item: string;
  /** The sample's excerpt: a plain run followed by a marked one. */
  excerpt: string;
  plainRun: string;
  markedRun: string;
  /** The section's tag in the item: left out for a hit with no section. */
  sectionTag: string;
  /** The id the item's links are described by (`aria-describedby`), made unique for each hit. */
  describedBy: string;
}

/** The element the first piece of `html` matching `pattern` is, or null. */
const firstMatch = (html: string, pattern: RegExp): string | null => pattern.exec(html)?.[0] ?? null;

/** The sample in a built search page, or null when the page has none (or one whose markup is not as expected). */
export function readResultSample(pageHtml: string): ResultSample | null {
  const start = pageHtml.indexOf(`${RESULT_SAMPLE_ATTRIBUTE}=""`);
  if (start === -1) return null;
  const end = pageHtml.indexOf('</ol>', start);
  if (end === -1) return null;
  const html = pageHtml.slice(start, end);
  const status = firstMatch(html, /<p [^>]*>@@status@@<\/p>/);
  const noResults = firstMatch(html, /<p [^>]*>@@none@@<\/p>/);
  const note = firstMatch(html, /<p [^>]*>@@note@@<\/p>/);
  const help = firstMatch(html, /<div [^>]*><p>@@help@@<\/p><a [^>]*>[\s\S]*?<\/a><\/div>/);
  const allSections = help && firstMatch(help, /<a [^>]*href="@@all-sections@@"[^>]*>[\s\S]*?<\/a>/);
  const listOpen = firstMatch(html, /<ol [^>]*>/);
  const item = firstMatch(html, /<li [^>]*>[\s\S]*<\/li>/);
  const plainRun = firstMatch(html, /<span>@@text@@<\/span>/);
  const markedRun = firstMatch(html, /<mark>@@mark@@<\/mark>/);
  const sectionTag = firstMatch(html, /<span [^>]*>@@section@@<\/span>/);
  const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
  if (
    !status ||
    !noResults ||
    !note ||
    !help ||
    !allSections ||
    !listOpen ||
    !item ||
    !plainRun ||
    !markedRun ||
    !sectionTag
  )
    return null;
  if (!describedBy) return null;
  const excerpt = plainRun + markedRun;
  const slotsInItem = [SLOT.url, SLOT.title, excerpt, sectionTag, `"${describedBy}"`];
  if (!slotsInItem.every((slot) => item.includes(slot))) return null;
  return {
    status,
    noResults,
    note,
    help,
    allSections,
    listOpen,
    item,
    excerpt,
    plainRun,
    markedRun,
    sectionTag,
    describedBy,
  };
}

/**
 * `markup` with each of the pieces named in `values` replaced by its value, in one pass, so words in a value are
 * never taken for a piece of the sample.
 */
function fill(markup: string, values: Record<string, string>): string {
  const pieces = Object.keys(values).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return markup.replace(new RegExp(pieces.join('|'), 'g'), (piece) => values[piece] ?? piece);
}

function resultItem(sample: ResultSample, hit: SearchHit, index: number): string {
  const excerpt =
    hit.excerpt.length > 0
      ? hit.excerpt
          .map((part) =>
            part.marked
              ? fill(sample.markedRun, { [SLOT.mark]: escapeUTF8(part.text) })
              : fill(sample.plainRun, { [SLOT.text]: escapeUTF8(part.text) }),
          )
          .join('')
      : escapeUTF8(hit.description);
  return fill(sample.item, {
    [sample.excerpt]: excerpt,
    [sample.sectionTag]: hit.section
      ? fill(sample.sectionTag, { [SLOT.section]: escapeUTF8(hit.section) })
      : '',
    [`"${sample.describedBy}"`]: `"served-result-${index}"`,
    [SLOT.url]: escapeUTF8(hit.url),
    [SLOT.title]: escapeUTF8(hit.title),
  });
}

/**
 * What the search page shows first for `request` given the search's answer, in the page's markup: the note that the
 * words were cut, the status line, the note of the words searched for instead, and the first results; or, when
 * nothing was found, what to try instead (beside the popular pages the page shows then).
 */
export function servedResultsMarkup(
  sample: ResultSample,
  request: SearchRequest,
  reply: SearchApiReply,
): string {
  const note = (text: string) => fill(sample.note, { [SLOT.note]: escapeUTF8(text) });
  const status = escapeUTF8(resultCountText(reply.total, request));
  const cut = request.cut ? note(QUERY_CUT_NOTE) : '';
  if (reply.total === 0 || reply.hits.length === 0)
    return [
      cut,
      fill(sample.noResults, { [SLOT.none]: status }),
      reply.searchedFor ? note(searchedInsteadText(reply.searchedFor)) : '',
      fill(sample.help, {
        [SLOT.help]: escapeUTF8(noResultsHelp(request.section)),
        [sample.allSections]: request.section
          ? fill(sample.allSections, { [SLOT.allSections]: escapeUTF8(allSectionsHref(request)) })
          : '',
      }),
    ].join('');
  return [
    cut,
    fill(sample.status, { [SLOT.status]: status }),
    reply.searchedFor ? note(searchedForText(reply.searchedFor)) : '',
    sample.listOpen,
    ...reply.hits.map((hit, index) => resultItem(sample, hit, index)),
    '</ol>',
  ].join('');
}

/** The search box's id on the search pages. */
export const SEARCH_QUERY_INPUT_ID = 'site-search-query';

/**
 * What the served-results element says it holds: the search the results were written for, as the API's address
 * for it (its words, section and brand). The page shows them only for the search its own address asks for.
 */
export const servedFor = (request: SearchRequest, brand: SearchBrand) => searchApiUrl(request, brand);

/**
 * The built page with `markup` written into its (empty) served-results element, marked as written for the search,
 * and the search in its form (`writeSearchForm`); null when it has no such element.
 */
export function writeServedResults(
  pageHtml: string,
  markup: string,
  { request, brand }: { request: SearchRequest; brand: SearchBrand },
): string | null {
  const element = new RegExp(`<div ${SERVED_RESULTS_ATTRIBUTE}=""([^>]*>)(?=</div>)`).exec(pageHtml);
  if (!element) return null;
  const opening = `<div ${SERVED_RESULTS_ATTRIBUTE}="${escapeUTF8(servedFor(request, brand))}"${element[1]}`;
  return writeSearchForm(
    pageHtml.slice(0, element.index) + opening + markup + pageHtml.slice(element.index + element[0].length),
    request,
  );
}

/** The built page with the words searched in its search box and the section searched chosen in its select. */
export function writeSearchForm(pageHtml: string, request: SearchRequest): string {
  return pageHtml
    .replace(new RegExp(`<input [^>]*id="${SEARCH_QUERY_INPUT_ID}"[^>]*>`), (input) =>
      // A function, not a string: `$&` in the words is not a replacement pattern.
      input.replace(/ value="[^"]*"/, () => ` value="${escapeUTF8(request.query)}"`),
    )
    .replace(/<select [^>]*name="section"[^>]*>[\s\S]*?<\/select>/, (select) =>
      select
        .replaceAll(' selected=""', '')
        .replace(`<option value="${escapeUTF8(request.section)}"`, (option) => `${option} selected=""`),
    );
}
