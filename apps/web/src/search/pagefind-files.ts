// Where the search page finds Pagefind, and how a search page's HTML names Pagefind's start-up files ahead of its
// script (scripts/lib/search-preloads.mjs writes the tags at build time; the client below looks for them).

/** Where the build writes the index and Pagefind's script (scripts/lib/search-index.mjs). */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/**
 * Pagefind asks for its entry file as `pagefind-entry.json?ts=<now>`, so that no cache answers with an entry from an
 * older build. This server sends that file with `max-age=0, must-revalidate` (apps/server/src/static-site.ts), so
 * a fixed tag is as safe, lets the page preload the exact URL, and lets a returning visitor revalidate it (304)
 * rather than fetch it again.
 */
export const PAGEFIND_ENTRY_TAG = 'site';

/** The attribute that marks the preload tags of Pagefind's files in a search page's head. */
export const SEARCH_PRELOAD_MARK = 'data-search-preload';

/**
 * Whether this document was served as a search page, with Pagefind's start-up files preloaded: its CSP then allows
 * Pagefind's WebAssembly on the page itself, where the preloads are used (a worker fetches for itself and would
 * fetch them again). A search page reached by the app router from another page keeps that page's CSP, which does
 * not, and has no preloads: Pagefind then runs in its worker, under the worker's own CSP.
 */
export function searchFilesPreloaded(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`link[${SEARCH_PRELOAD_MARK}]`) !== null;
}
