// Where the search finds Pagefind: one name for the search page's client and for the build, which starts Pagefind
// from the search pages' heads (scripts/lib/search-start.mjs).

/** Where the build writes the index and Pagefind's script (scripts/lib/search-index.mjs). */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
