// A small export with a real search index: pages of the main site, of travel and of the second brand, indexed by
// the build's own step (Pagefind, with the site's sections, brands and weights), for the search API's tests.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSearchIndex } from '@ds/scripts/lib/search-index.mjs';
import { buildServer } from '../src/app';
import { createMemoryStore } from '../src/store/memory-store';
import { writeFixtureExport } from './fixture';

const page = (title: string, lead: string, body = '') =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="${lead}"></head><body>` +
  `<main data-pagefind-body><h1>${title}</h1><p>${lead}</p>${body}</main></body></html>\n`;

/**
 * A search page as the site builds it, in short: its search box and section select, the element its first results are written into,
 * and the hidden sample of its markup they are written with (apps/web's SiteSearch), outside what is indexed.
 */
const searchPage = () =>
  page('Search', 'Search the site.')
    .replace('<head>', '<head><meta name="robots" content="noindex">')
    .replace(
      '</body>',
      '<form role="search"><input type="search" name="q" id="site-search-query" value=""/>' +
        '<select name="section"><option value="" selected="">All sections</option>' +
        '<option value="Travel">Travel</option></select></form>' +
        '<div data-served-results="" class="served"></div><div hidden="" data-result-sample="">' +
        '<p class="count">@@status@@</p><p class="empty">@@none@@</p><p class="note">@@note@@</p>' +
        '<div class="help"><p>@@help@@</p><a href="@@all-sections@@">Search all sections</a></div>' +
        '<ol class="results" aria-label="Search results"><li class="result"><h2><a aria-describedby="_R_1_-0" ' +
        'href="@@url@@">@@title@@</a></h2><p id="_R_1_-0"><span class="tag">@@section@@</span> ' +
        '<span>@@url@@</span></p><p class="excerpt"><span>@@text@@</span><mark>@@mark@@</mark></p></li></ol>' +
        '</div></body>',
    );

/** The pages by export file; 24 help topics that all mention cover, so results run to more than two pages. */
export const SEARCH_PAGES: Record<string, string> = {
  'health-insurance/hospital.html': page(
    'Hospital cover',
    'Hospital cover pays for your stay in a private hospital.',
  ),
  'health-insurance/extras.html': page(
    'Extras cover',
    'Extras cover pays for dental and optical.',
    '<p>Add it to hospital cover.</p>',
  ),
  'travel-insurance/cover.html': page('Travel cover', 'Travel cover pays for a hospital overseas.'),
  'gu/hospital.html': page('Gumleaf hospital cover', 'The second brand’s hospital cover.'),
  'search.html': searchPage(),
  'gu/search.html': searchPage(),
  ...Object.fromEntries(
    Array.from({ length: 24 }, (_, n) => [
      `help/topic-${n + 1}.html`,
      page(`Help topic ${n + 1}`, `Questions about your cover, number ${n + 1}.`),
    ]),
  ),
};

/** The fixture export, with these pages and their index; returns its directory. */
export async function writeSearchExport(): Promise<string> {
  const dir = await writeFixtureExport({ withBuildSteps: false });
  for (const [relative, html] of Object.entries(SEARCH_PAGES)) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), html);
  }
  await buildSearchIndex(dir);
  return dir;
}

/**
 * Two replicas of the server over the export at `siteRoot`, sharing one store: `ask` sends the nth request to one or
 * the other, each from an address of its own in X-Forwarded-For (which the servers do not trust).
 */
export function twoReplicas(siteRoot: string) {
  const store = createMemoryStore();
  const replicas = [buildServer({ store, siteRoot }), buildServer({ store, siteRoot })];
  return {
    ask: (n: number, url: string) =>
      replicas[n % 2]!.inject({ url, headers: { 'x-forwarded-for': `203.0.113.${n % 250}` } }),
    close: () => Promise.all(replicas.map((replica) => replica.close())),
  };
}
