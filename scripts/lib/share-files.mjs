// The postbuild step for what is findable and shareable about each page, done once the export is finished (it is
// the only complete list of pages, with their final titles and robots rules): a share image per page under
// /og/, its tags in each page's head, hreflang alternates between NZ pages and their Australian counterparts,
// the sitemaps and robots.txt. Running it twice over one export gives the same files.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { variantConfigs } from '@ds/site/data';
import { listPages } from './page-weight.mjs';
import { writeCards, cardOf } from './share-images.mjs';
import {
  hreflangPairs,
  pageUrl,
  readPage,
  shareImageFile,
  shareTags,
  withDocumentLanguage,
  withHreflang,
  withMetaTags,
} from './share-pages.mjs';
import {
  lastCommitDates,
  latestDate,
  listRouteFiles,
  robotsTxt,
  routeFileFor,
  sitemapFile,
  sitemapIndexXml,
  sitemapXml,
  sourceFilesFor,
} from './sitemaps.mjs';

/** Every exported HTML page, read. */
export async function readExportPages(exportDir) {
  return Promise.all(
    listPages(exportDir).map(async ({ file, filePath }) => ({
      ...readPage(await readFile(filePath, 'utf8'), file),
      filePath,
    })),
  );
}

/** The sitemap entries of the indexable pages, grouped by the origin of their address. */
async function sitemapEntries(pages, repoRoot) {
  const routeFiles = listRouteFiles(repoRoot);
  const sourcesOf = new Map();
  for (const page of pages) {
    const route = routeFileFor(page.path, routeFiles);
    if (!route) throw new Error(`sitemaps: no route file renders ${page.path}`);
    sourcesOf.set(page, sourceFilesFor(route));
  }
  const dates = await lastCommitDates(repoRoot, [...sourcesOf.values()].flat());
  const byOrigin = new Map();
  const seen = new Set();
  for (const page of pages) {
    const loc = pageUrl(page);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const origin = new URL(loc).origin;
    if (!byOrigin.has(origin)) byOrigin.set(origin, []);
    byOrigin
      .get(origin)
      .push({ loc, lastmod: latestDate(sourcesOf.get(page).map((file) => dates.get(file))) });
  }
  return byOrigin;
}

export async function addShareFiles(exportDir, { repoRoot, cacheDir, buildDate }) {
  const pages = await readExportPages(exportDir);

  const images = await writeCards(
    pages.map((page) => ({ card: cardOf(page), target: path.join(exportDir, shareImageFile(page.path)) })),
    cacheDir,
  );

  const pairOf = new Map();
  for (const pair of hreflangPairs(pages)) {
    pairOf.set(pair.nz, pair);
    pairOf.set(pair.au, pair);
  }
  let changed = 0;
  for (const page of pages) {
    const before = await readFile(page.filePath, 'utf8');
    let html = withDocumentLanguage(withMetaTags(before, shareTags(page)), variantConfigs[page.variant].lang);
    if (pairOf.has(page)) html = withHreflang(html, pairOf.get(page));
    if (html === before) continue;
    await writeFile(page.filePath, html);
    changed += 1;
  }

  const indexable = pages.filter((page) => page.indexable);
  const byOrigin = await sitemapEntries(indexable, repoRoot);
  const origins = [...byOrigin.keys()].sort();
  await mkdir(path.join(exportDir, 'sitemaps'), { recursive: true });
  for (const origin of origins) {
    await writeFile(path.join(exportDir, sitemapFile(origin)), sitemapXml(byOrigin.get(origin), buildDate));
  }
  await writeFile(path.join(exportDir, 'sitemap.xml'), sitemapIndexXml(origins));
  await writeFile(path.join(exportDir, 'robots.txt'), robotsTxt(origins));

  return {
    pages: pages.length,
    indexable: indexable.length,
    drawn: images.drawn,
    cached: images.cached,
    changed,
    pairs: pairOf.size / 2,
    sitemaps: origins.length,
  };
}
