// What the build adds for search engines and link previews, checked over the real export: every page's share image
// (named in its head, on its variant's origin, a 1200x630 PNG in the export), the sitemaps listing exactly the
// indexable pages (worked out here from each page's robots meta, not by the build's own code), robots.txt, the
// hreflang pairs, and the content types the server sends these files with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { notFoundPagePrefix } from '@ds/export-files';
import { isVariantId, siteOrigin, variantConfigs, variantForPath } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import { exportDir } from '@ds/scripts/lib/paths.mjs';
import { listPages } from '@ds/scripts/lib/page-weight.mjs';

type Page = { urlPath: string; file: string; html: string; head: string; variant: VariantId };

const pages: Page[] = listPages(exportDir).map(({ urlPath, file, filePath }) => {
  const html = readFileSync(filePath, 'utf8');
  const attribute = /\sdata-variant="([^"]+)"/.exec(html)?.[1];
  return {
    urlPath,
    file,
    html,
    head: html.slice(0, html.indexOf('</head>')),
    variant: isVariantId(attribute) ? attribute : variantForPath(urlPath),
  };
});

const metaContent = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1] ?? null;

/** Indexable: no `noindex` in the robots meta, and not a not-found page. */
const isIndexable = (page: Page) => {
  const robots = /<meta name="robots" content="([^"]*)"/.exec(page.head)?.[1] ?? '';
  const notFound =
    page.file === '404.html' || page.file === '_not-found.html' || notFoundPagePrefix(page.file) !== null;
  return !robots.includes('noindex') && !notFound;
};

/** A PNG's size from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map(
    ([, loc, lastmod]) => ({
      loc: (loc ?? '').replaceAll('&amp;', '&'),
      lastmod: lastmod ?? '',
    }),
  );

/** A URL's path, without the trailing slash a relative canonical may resolve to (`/nz/` for `/nz`). */
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');
const withoutTrailingSlash = (url: string) => new URL(pathOf(url), url).href;

test('every exported page names its share image, a 1200x630 PNG of the export on its own origin', () => {
  expect(pages.length).toBeGreaterThan(2000);
  const problems: string[] = [];
  const sizes = new Map<string, string>();
  for (const page of pages) {
    const image = metaContent(page.head, 'og:image');
    const origin = variantConfigs[page.variant].origin;
    if (!image?.startsWith(`${origin}/og/`) || !image.endsWith('.png')) {
      problems.push(`${page.urlPath}: og:image ${image}`);
      continue;
    }
    if (metaContent(page.head, 'twitter:image') !== image) problems.push(`${page.urlPath}: twitter:image`);
    if (metaContent(page.head, 'og:image:width') !== '1200') problems.push(`${page.urlPath}: og:image:width`);
    if (metaContent(page.head, 'og:image:height') !== '630')
      problems.push(`${page.urlPath}: og:image:height`);
    if (!metaContent(page.head, 'og:image:alt')) problems.push(`${page.urlPath}: og:image:alt`);
    if ((page.head.match(/property="og:image"/g) ?? []).length !== 1)
      problems.push(`${page.urlPath}: one og:image`);
    const file = path.join(exportDir, new URL(image).pathname);
    try {
      const { width, height } = pngSize(file);
      sizes.set(`${width}x${height}`, page.urlPath);
    } catch {
      problems.push(`${page.urlPath}: no image file ${file}`);
    }
  }
  expect(problems).toEqual([]);
  expect([...sizes.keys()]).toEqual(['1200x630']);
});

test('every indexable page names its canonical address and the Open Graph set on its own origin; no other page names one', () => {
  const problems: string[] = [];
  const title = (head: string) => (/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '').replaceAll('&amp;', '&');
  for (const page of pages) {
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.head)?.[1] ?? null;
    if (!isIndexable(page)) {
      if (canonical && page.file !== '404.html' && page.file !== '_not-found.html')
        problems.push(`${page.urlPath}: noindex, but canonical ${canonical}`);
      continue;
    }
    const origin = variantConfigs[page.variant].origin;
    if (!canonical?.startsWith(origin)) {
      problems.push(`${page.urlPath}: canonical ${canonical} not on ${origin}`);
      continue;
    }
    if (metaContent(page.head, 'og:url') !== canonical) problems.push(`${page.urlPath}: og:url`);
    const ogTitle = (metaContent(page.head, 'og:title') ?? '').replaceAll('&amp;', '&');
    if (!ogTitle || ogTitle !== title(page.head)) problems.push(`${page.urlPath}: og:title ${ogTitle}`);
    if (!metaContent(page.head, 'og:description')) problems.push(`${page.urlPath}: og:description`);
    if (metaContent(page.head, 'og:type') !== 'website') problems.push(`${page.urlPath}: og:type`);
    if (!metaContent(page.head, 'og:site_name')) problems.push(`${page.urlPath}: og:site_name`);
    if (!/^en_(AU|NZ)$/.test(metaContent(page.head, 'og:locale') ?? ''))
      problems.push(`${page.urlPath}: og:locale`);
    if (metaContent(page.head, 'twitter:card') !== 'summary_large_image')
      problems.push(`${page.urlPath}: twitter:card`);
  }
  expect(problems.slice(0, 20), `${problems.length} pages`).toEqual([]);
});

test('the sitemaps list exactly the indexable pages, each on its own origin with a lastmod', () => {
  const index = readFileSync(path.join(exportDir, 'sitemap.xml'), 'utf8');
  const named = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc).sort();
  const origins = Object.entries(siteOrigin);
  expect(named).toEqual(origins.map(([name, origin]) => `${origin}/sitemaps/${name}.xml`).sort());

  const listed: string[] = [];
  for (const [name, origin] of origins) {
    const entries = sitemapLocs(readFileSync(path.join(exportDir, `sitemaps/${name}.xml`), 'utf8'));
    for (const { loc, lastmod } of entries) {
      expect(new URL(loc).origin, loc).toBe(origin);
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      listed.push(pathOf(loc));
    }
  }
  const indexable = pages.filter(isIndexable).map((page) => page.urlPath);
  expect(indexable.length).toBeGreaterThan(2000);
  expect(listed.sort()).toEqual(indexable.sort());
});

test('robots.txt keeps robots out of the API and the search pages only, and names the three sitemaps', () => {
  const robots = readFileSync(path.join(exportDir, 'robots.txt'), 'utf8');
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(([, prefix]) => prefix ?? '');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(disallowed).toEqual(['/api/', '/search', '/gu/search']);
  for (const [name, origin] of Object.entries(siteOrigin))
    expect(robots).toContain(`Sitemap: ${origin}/sitemaps/${name}.xml`);
  const blocked = pages.filter(
    (page) => isIndexable(page) && disallowed.some((p) => page.urlPath.startsWith(p)),
  );
  expect(blocked.map((page) => page.urlPath)).toEqual([]);
  for (const search of ['/search', '/gu/search'])
    expect(isIndexable(pages.find((page) => page.urlPath === search)!)).toBe(false);
});

test('NZ pages with an Australian counterpart link it with hreflang, and it links back', () => {
  const byPath = new Map(pages.map((page) => [page.urlPath, page]));
  const alternates = (page: Page): Record<string, string> =>
    Object.fromEntries(
      [...page.head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, l, h]) => [l, h],
      ),
    );
  const pairs = pages
    .filter((page) => page.variant === 'nz' && isIndexable(page))
    .map((nz) => ({ nz, au: byPath.get(nz.urlPath === '/nz' ? '/' : nz.urlPath.slice(3)) }))
    .filter((pair): pair is { nz: Page; au: Page } => pair.au !== undefined && isIndexable(pair.au));
  expect(pairs.map(({ nz }) => nz.urlPath)).toContain('/nz/health-insurance');
  for (const { nz, au } of pairs) {
    const expected = {
      'en-NZ': new URL(nz.urlPath, siteOrigin.nz).href,
      'en-AU': new URL(au.urlPath, siteOrigin.main).href,
      'x-default': new URL(au.urlPath, siteOrigin.main).href,
    };
    for (const page of [nz, au]) {
      const links = alternates(page);
      expect(Object.fromEntries(Object.entries(links).map(([l, h]) => [l, withoutTrailingSlash(h)]))).toEqual(
        expected,
      );
    }
  }
  const paired = new Set(pairs.flatMap(({ nz, au }) => [nz.urlPath, au.urlPath]));
  const stray = pages.filter((page) => !paired.has(page.urlPath) && /hreflang=/.test(page.head));
  expect(stray.map((page) => page.urlPath)).toEqual([]);
});

test('the server sends robots.txt, the sitemaps and the share images with their content types', async ({
  request,
}) => {
  const served: [url: string, type: string][] = [
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/sitemaps/main.xml', 'application/xml; charset=utf-8'],
    ['/sitemaps/nz.xml', 'application/xml; charset=utf-8'],
    ['/sitemaps/gu.xml', 'application/xml; charset=utf-8'],
    ['/og/index.png', 'image/png'],
  ];
  for (const [url, type] of served) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(type);
  }
  expect(await (await request.get('/robots.txt')).text()).toBe(
    readFileSync(path.join(exportDir, 'robots.txt'), 'utf8'),
  );
});
