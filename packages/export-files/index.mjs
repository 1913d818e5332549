// Names of the files the build adds to the export beside Next's output. The build writes them, the server reads
// the CSP manifest, and neither is ever served or compressed: one definition keeps the three in step.
export const CSP_MANIFEST = '_csp.json';
/** Written last by postbuild: its presence means the export is complete, its mtime when it was built. */
export const BUILD_STAMP = '.build-stamp';
export const BUILD_FILES = Object.freeze([CSP_MANIFEST, BUILD_STAMP]);

/** The site search's index and Pagefind's scripts (scripts/lib/search-index.mjs), served from `/pagefind/`. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** Pagefind searches in this worker: it compiles WebAssembly and fetches the index under its own CSP. */
export const SEARCH_WORKER_FILE = `${SEARCH_INDEX_DIR}/pagefind-worker.js`;
/** Index chunks are named by a hash of their content (`en_65aea0c855.pf_meta`); Pagefind's scripts are not. */
export const HASHED_SEARCH_FILE = new RegExp(`^${SEARCH_INDEX_DIR}/.*_[0-9a-f]{7,}\\.pf_[a-z]+$`);

/**
 * A part of the site has its own not-found page at `<prefix>/page-not-found`, built with that part's theme and
 * chrome. The server answers a missing path with the page of the longest prefix that holds it (status 404), and
 * never serves one as a page of its own; crawls and budgets leave them to the specs that check them.
 */
export const NOT_FOUND_PAGE_NAME = 'page-not-found';
const NOT_FOUND_PAGE_FILE = new RegExp(`^(?:(.+)/)?${NOT_FOUND_PAGE_NAME}(?:\\.html|/index\\.html)$`);

/**
 * The prefix directory a not-found page serves ('' for the site root, 'gu' for `gu/page-not-found.html`), or
 * null when the export file is not one.
 * @param {string} relative export path, `/`-separated
 * @returns {string | null}
 */
export function notFoundPagePrefix(relative) {
  const match = NOT_FOUND_PAGE_FILE.exec(relative);
  return match ? (match[1] ?? '') : null;
}
