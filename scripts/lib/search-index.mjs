// Builds the site search index with Pagefind from the exported HTML: each page's main content (marked
// `data-pagefind-body`), its section and brand as filters, and its title (first heading) and description as metadata;
// the title and the lead paragraph under it weigh more than the rest of the page.
// Pages that ask robots not to index them (not-found pages, the search pages, the benchmark floor) are left out, and so
// are pages that robots may index but the site's own search should not (`<meta name="site-search" content="exclude">`:
// the provider directory's two thousand practice pages, which its own search finds).
// Only the files the search page's own client needs are written: Pagefind's prebuilt UIs are not shipped.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { pageKeywords } from '@ds/web/search/page-keywords';
import { searchBrand, searchSection } from '@ds/site/search';
import { SEARCH_INDEX_DIR } from '@ds/export-files';
import { listFiles } from './precompress.mjs';

export { SEARCH_INDEX_DIR };

const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*noindex/i;
const NOT_IN_SITE_SEARCH = /<meta\s+name="site-search"\s+content="exclude"/i;
const PAGE_BODY = /<main\b[^>]*\bdata-pagefind-body\b/;
const PAGE_BODY_START = /<main\b(?=[^>]*\bdata-pagefind-body\b)/;
const PAGE_BODY_OPEN = /(<main\b[^>]*\bdata-pagefind-body\b[^>]*>)/;
const DESCRIPTION = /<meta name="description" content="/;
// Controls and in-page navigation are not what a page is about: their words would fill excerpts with option lists,
// and a result's excerpt should read as sentences from the page. So: form controls and their labels, expanders'
// 'Show details' summaries, live status lines ('Tick Compare on two covers'), footnote marks and their hidden
// '(see the price disclaimer)', product cards' price widgets (a type tag, name, price and counts: 'Extras Sundew
// Extras $23.85 per month Included: 4') and the price disclaimers under them, and anything a page marks itself with `data-pagefind-ignore`.
// Code samples are for engineers reading the page, and make unreadable excerpts.
const NOT_CONTENT = [
  'select',
  'button',
  'label',
  'summary',
  'nav',
  'svg',
  'pre',
  'a[href^="#"]',
  'article[data-type]',
  '[aria-label="Price disclaimers"]',
  // A cover page's list of limits ('General dental: Fillings and simple extractions: $400 ...'): a run of service
  // names and amounts, which would fill the excerpts of searches for any service ('dental', 'physio').
  'section[aria-labelledby="product-limits-heading"]',
  '[aria-live]',
  '[role="status"]',
  '[role="alert"]',
  '[role="search"]',
  '[role="radiogroup"]',
];
// Pagefind weighs headings by level (h1 7, h2 6 ... body text 1). A page's title and the lead paragraph that says
// what it is about outweigh any passing mention: 'ambulance' should find the ambulance page before a page listing
// ambulance among twenty benefits.
const TITLE_WEIGHT = 10;
const LEAD_WEIGHT = 3;
// Pagefind's prebuilt interfaces and its highlighter: the site renders results with its own components.
const UNUSED_OUTPUT = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\b/;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * A file of the index as it is stored in the export. Pagefind gzips its index and WebAssembly itself, and inflates
 * them in JavaScript as they arrive: on a slow phone, main-thread (or worker) time on every search. Stored as the
 * plain bytes, they are precompressed with the rest of the export (brotli, about a sixth smaller than Pagefind's
 * gzip) and the browser decodes them as it downloads (`Content-Encoding`); Pagefind then sees its signature at the
 * start and skips its own inflate.
 */
export function storedSearchFile(content) {
  const bytes = Buffer.from(content);
  return bytes.subarray(0, 2).equals(GZIP_MAGIC) ? gunzipSync(bytes) : bytes;
}

/** The site path an exported HTML file is served at: `a/b.html` and `a/b/index.html` -> `/a/b`. */
export function pagePathOf(relative) {
  const bare = relative.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${bare}`;
}

// Pagefind joins the text of neighbouring cells and list items ('Excess$750'): a space before each closing tag of
// these keeps their words apart in excerpts and in the index.
const WORD_BOUNDARY_TAGS =
  /<\/(dt|dd|td|th|li|p|h[1-6]|label|legend|figcaption|caption|div|section|article|a|span|strong|em)>/gi;

// Pagefind's excerpts run a heading into the paragraph under it ('Claiming Claim extras on the spot'): a full stop
// at the end of each heading below the title (unless it already ends in punctuation) makes that two sentences.
// Not the title: Pagefind takes it as the result's heading.
const HEADING_END = /([^\s.?!:;>])<\/(h[2-6])>/gi;

/**
 * The page as Pagefind should read it: the section and brand filters on the main content, the description as
 * metadata, and the title (the first `h1`) and the paragraph just after it weighted.
 */
export function annotate(html, section, brand = null, keywords = '') {
  const extra = [
    brand ? `<span data-pagefind-filter="brand:${brand}"></span>` : '',
    keywords ? `<span data-pagefind-meta="keywords:${keywords}"></span>` : '',
  ].join('');
  return (
    html
      .replace(HEADING_END, '$1.</$2>')
      .replace(WORD_BOUNDARY_TAGS, ' </$1>')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(PAGE_BODY_START, `<main data-pagefind-filter="section:${section}"`)
      // One filter per element: Pagefind reads a comma in the attribute as part of the value.
      .replace(PAGE_BODY_OPEN, `$1${extra}`)
      .replace(DESCRIPTION, '<meta data-pagefind-meta="description[content]" name="description" content="')
      .replace(/<h1\b(?![^>]*data-pagefind-weight)/, `<h1 data-pagefind-weight="${TITLE_WEIGHT}"`)
      .replace(/(<\/h1>\s*)<p\b(?![^>]*data-pagefind-weight)/, `$1<p data-pagefind-weight="${LEAD_WEIGHT}"`)
  );
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
      if (NOINDEX.test(html) || NOT_IN_SITE_SEARCH.test(html) || !PAGE_BODY.test(html)) continue;
      const url = pagePathOf(relative);
      const added = await index.addHTMLFile({
        url,
        content: annotate(html, searchSection(url), searchBrand(url), pageKeywords(url)),
      });
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
      const stored = storedSearchFile(output.content);
      await writeFile(target, stored);
      bytes += stored.byteLength;
    }
    return { pages, bytes };
  } finally {
    await pagefind.close();
  }
}
