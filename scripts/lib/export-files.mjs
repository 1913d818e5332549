// Names of the files the build adds to the export beside Next's output. The build writes them, the server reads
// the CSP manifest, and neither is ever served or compressed: one definition keeps the three in step.
export const CSP_MANIFEST = '_csp.json';
/** Written last by postbuild: its presence means the export is complete, its mtime when it was built. */
export const BUILD_STAMP = '.build-stamp';
export const BUILD_FILES = Object.freeze([CSP_MANIFEST, BUILD_STAMP]);

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
