// Builds the site search index with Pagefind from the exported HTML: each page's main content (marked
// `data-pagefind-body`), its section as a filter, and its title (first heading) and description as metadata.
// Pages that ask robots not to index them (not-found pages, the search pages, the benchmark floor) are left out.
// Only the files the search page's own client needs are written: Pagefind's prebuilt UIs are not shipped.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { searchSection } from '@ds/web/search/sections';
import { SEARCH_INDEX_DIR } from '@ds/export-files';
import { listFiles } from './precompress.mjs';

export { SEARCH_INDEX_DIR };

const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*noindex/i;
const PAGE_BODY = /<main\b[^>]*\bdata-pagefind-body\b/;
const PAGE_BODY_START = /<main\b(?=[^>]*\bdata-pagefind-body\b)/;
const DESCRIPTION = /<meta name="description" content="/;
// Controls and in-page navigation are not what a page is about: their words would fill excerpts with option lists.
// Code samples are for engineers reading the page, and make unreadable excerpts.
const NOT_CONTENT = ['select', 'button', 'nav', 'svg', 'pre', '[role="search"]', '[role="radiogroup"]'];
// Pagefind's prebuilt interfaces and its highlighter: the site renders results with its own components.
const UNUSED_OUTPUT = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\b/;

/** The site path an exported HTML file is served at: `a/b.html` and `a/b/index.html` -> `/a/b`. */
export function pagePathOf(relative) {
  const bare = relative.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${bare}`;
}

// Pagefind joins the text of neighbouring cells and list items ('Excess$750'): a space before each closing tag of
// these keeps their words apart in excerpts and in the index.
const WORD_BOUNDARY_TAGS =
  /<\/(dt|dd|td|th|li|p|h[1-6]|label|legend|figcaption|caption|div|section|article|a|span|strong|em)>/gi;

/** The page as Pagefind should read it: the section filter on the main content, the description as metadata. */
export function annotate(html, section) {
  return html
    .replace(WORD_BOUNDARY_TAGS, ' </$1>')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(PAGE_BODY_START, `<main data-pagefind-filter="section:${section}"`)
    .replace(DESCRIPTION, '<meta data-pagefind-meta="description[content]" name="description" content="');
}

/** Indexes every searchable page of the export into `<exportDir>/pagefind`. */
export async function buildSearchIndex(exportDir) {
  // One language for the whole site (en-AU and en-NZ pages alike), so every search covers every page.
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    excludeSelectors: NOT_CONTENT,
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let pages = 0;
  try {
    for (const file of await listFiles(exportDir)) {
      const relative = path.relative(exportDir, file).split(path.sep).join('/');
      if (!relative.endsWith('.html')) continue;
      const html = await readFile(file, 'utf8');
      if (NOINDEX.test(html) || !PAGE_BODY.test(html)) continue;
      const url = pagePathOf(relative);
      const added = await index.addHTMLFile({ url, content: annotate(html, searchSection(url)) });
      if (added.errors.length > 0) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`pagefind: ${fileErrors.join('; ')}`);
    const outDir = path.join(exportDir, SEARCH_INDEX_DIR);
    await rm(outDir, { recursive: true, force: true });
    let bytes = 0;
    for (const output of files) {
      if (UNUSED_OUTPUT.test(path.basename(output.path))) continue;
      const target = path.join(outDir, output.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, output.content);
      bytes += output.content.byteLength;
    }
    return { pages, bytes };
  } finally {
    await pagefind.close();
  }
}
