// Each search page names Pagefind's start-up files in its head: its script, its entry file, the index's metadata
// and its WebAssembly. The browser then fetches them beside the page's own scripts, where before they came one after
// another once the page had hydrated (script, then entry, then metadata and WebAssembly: three round trips before
// the index for the words could even be asked for). Pagefind runs on the page itself when these are present
// (pagefind-files.ts), so the preloads are what it uses. Runs after the search index is built, which names them.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '@ds/export-files';
import { PAGEFIND_ENTRY_TAG, PAGEFIND_SCRIPT, SEARCH_PRELOAD_MARK } from '@ds/web/search/pagefind-files';

/**
 * The preload tags for an index, from its entry file. `crossorigin` makes each preload a CORS request without
 * credentials to the site itself, the same request as Pagefind's own `fetch`, so the preload is the one used. Low
 * priority: at the browser's default (high) their 75 KB shared a slow connection with the page's stylesheets and
 * font, and its first paint came about 150 ms later than without them; at low, it comes no later.
 */
export function searchPreloadTags(entry) {
  const languages = Object.values(entry.languages ?? {});
  // The index is built for one language (search-index.mjs): that is the one every search page loads.
  if (languages.length !== 1) {
    throw new Error(`search preloads: the index has ${languages.length} languages, where one was built`);
  }
  const [{ hash, wasm }] = languages;
  const fetched = [
    `pagefind-entry.json?ts=${PAGEFIND_ENTRY_TAG}`,
    `pagefind.${hash}.pf_meta`,
    `wasm.${wasm}.pagefind`,
  ];
  return [
    `<link rel="modulepreload" href="${PAGEFIND_SCRIPT}" fetchpriority="low" ${SEARCH_PRELOAD_MARK}=""/>`,
    ...fetched.map(
      (file) =>
        `<link rel="preload" as="fetch" crossorigin="" href="/${SEARCH_INDEX_DIR}/${file}" fetchpriority="low" ${SEARCH_PRELOAD_MARK}=""/>`,
    ),
  ].join('');
}

/** The page with the tags at the end of its head; a page that has them already is returned as it is. */
export function withSearchPreloads(html, tags) {
  if (html.includes(`${SEARCH_PRELOAD_MARK}=`)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('search preloads: the page has no </head>');
  return html.slice(0, headEnd) + tags + html.slice(headEnd);
}

/** Adds the preloads to the exported search pages (`/search` -> `search.html`); returns how many it changed. */
export async function addSearchPreloads(exportDir, pagePaths) {
  const entry = JSON.parse(
    await readFile(path.join(exportDir, SEARCH_INDEX_DIR, 'pagefind-entry.json'), 'utf8'),
  );
  const tags = searchPreloadTags(entry);
  let pages = 0;
  for (const pagePath of pagePaths) {
    const file = path.join(exportDir, `${pagePath.slice(1)}.html`);
    const html = await readFile(file, 'utf8');
    const next = withSearchPreloads(html, tags);
    if (next === html) continue;
    await writeFile(file, next);
    pages += 1;
  }
  return { pages };
}
