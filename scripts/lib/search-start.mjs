// Where no server answers the search API (a static host), a search page starts Pagefind from its head, as the page
// parses: a one-line module that imports Pagefind's script and calls `init`, which starts its worker. The worker's
// own chain of requests (its script, then the entry file, then the index's metadata and WebAssembly) then runs while
// the page's scripts download and hydrate; the search page's client imports the same module and finds it started
// (apps/web/src/search/pagefind-client.ts). A server that answers the search API says so in the page's response
// (`Server-Timing: search-api`, which the page reads from its navigation's timing): the page then never downloads
// Pagefind. The module is inline, so the CSP hashes taken after this step let it run. Runs after the search index is
// built.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGEFIND_SCRIPT, SEARCH_API_TIMING } from '@ds/site/search';

/**
 * The tag that starts Pagefind where no server answers searches. A failure (offline, a deploy in progress) is left
 * for the search page's client, which loads Pagefind again when it searches and says when search is unavailable.
 */
export const SEARCH_START_TAGS =
  '<script type="module" async>' +
  'if (!performance.getEntriesByType("navigation")[0]?.serverTiming?.some((entry) => entry.name === ' +
  `${JSON.stringify(SEARCH_API_TIMING)})) ` +
  `import(${JSON.stringify(PAGEFIND_SCRIPT)}).then((pagefind) => pagefind.init()).catch(() => {});` +
  '</script>';

/** The page with the tags at the end of its head; a page that has them already is returned as it is. */
export function withSearchStart(html) {
  if (html.includes(SEARCH_START_TAGS)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('search start: the page has no </head>');
  return html.slice(0, headEnd) + SEARCH_START_TAGS + html.slice(headEnd);
}

/** Adds the tags to the exported search pages (`/search` -> `search.html`); returns how many it changed. */
export async function addSearchStart(exportDir, pagePaths) {
  let pages = 0;
  for (const pagePath of pagePaths) {
    const file = path.join(exportDir, `${pagePath.slice(1)}.html`);
    const html = await readFile(file, 'utf8');
    const started = withSearchStart(html);
    if (started === html) continue;
    await writeFile(file, started);
    pages += 1;
  }
  return { pages };
}
