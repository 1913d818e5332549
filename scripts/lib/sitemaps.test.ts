// @vitest-environment jsdom
// Sitemaps and robots.txt: route files found for page paths, the XML written (parsed by jsdom's DOMParser, hence
// its environment), the robots rules.
import { describe, expect, it } from 'vitest';
import {
  isDisallowed,
  latestDate,
  lastCommitDates,
  robotsTxt,
  routeFileFor,
  searchPaths,
  sitemapIndexXml,
  sitemapXml,
  sourceFilesFor,
} from './sitemaps.mjs';
import { repoRoot } from './paths.mjs';

const ORIGINS = [
  'https://www.gumleaf.example',
  'https://www.larkspur-nz.example',
  'https://www.larkspur.example',
];

/** Parses XML strictly (a parse error fails): the root's namespace and the text of each element of a name. */
function parseXml(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const texts = (name: string) => [...doc.getElementsByTagName(name)].map((element) => element.textContent);
  return { root: doc.documentElement.namespaceURI, texts };
}

describe('routeFileFor', () => {
  const routes = [
    '(arhi)/page.tsx',
    '(arhi)/[...slug]/page.tsx',
    '(arhi)/health-insurance/page.tsx',
    '(arhi)/health-insurance/[type]/[productId]/page.tsx',
    '(arhi)/health-insurance/join/quote/page.tsx',
    '(arhi)/find-a-provider/[service]/[slug]/page.tsx',
    '(nz)/nz/page.tsx',
    '(nz)/nz/[...slug]/page.tsx',
    '(styleguide)/foundations/[[...rest]]/page.tsx',
  ];
  it.each([
    ['/', '(arhi)/page.tsx'],
    ['/health-insurance', '(arhi)/health-insurance/page.tsx'],
    ['/health-insurance/hospital/gold', '(arhi)/health-insurance/[type]/[productId]/page.tsx'],
    ['/health-insurance/join/quote', '(arhi)/health-insurance/join/quote/page.tsx'],
    ['/about-us', '(arhi)/[...slug]/page.tsx'],
    ['/health-insurance/a/b/c', '(arhi)/[...slug]/page.tsx'],
    ['/nz', '(nz)/nz/page.tsx'],
    ['/nz/claims', '(nz)/nz/[...slug]/page.tsx'],
    ['/foundations', '(styleguide)/foundations/[[...rest]]/page.tsx'],
    ['/find-a-provider/dental/kurnell', '(arhi)/find-a-provider/[service]/[slug]/page.tsx'],
  ])('%s is rendered by %s (static before [param] before catch-all)', (pagePath, file) => {
    expect(routeFileFor(pagePath, routes)).toBe(file);
  });

  it('dates provider pages by their data file too', () => {
    expect(sourceFilesFor('(arhi)/find-a-provider/[service]/[slug]/page.tsx')).toEqual([
      'apps/web/src/app/(arhi)/find-a-provider/[service]/[slug]/page.tsx',
      'packages/providers/data/providers-au.json',
    ]);
  });
});

describe('lastmod', () => {
  it('takes the later of the dates, and none when one is unknown', () => {
    expect(latestDate(['2026-01-02', '2026-03-01', '2025-12-31'])).toBe('2026-03-01');
    expect(latestDate(['2026-01-02', null])).toBeNull();
  });

  it('reads commit dates from git, and null for a file git has no commit for', async () => {
    const dates = await lastCommitDates(repoRoot, ['package.json', 'no/such/file.tsx']);
    expect(dates.get('package.json')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates.get('no/such/file.tsx')).toBeNull();
  });
});

describe('sitemapXml', () => {
  it('is valid XML listing each URL, escaped, with its lastmod', () => {
    const xml = sitemapXml(
      [
        { loc: 'https://www.larkspur.example/b?x=1&y=<2>', lastmod: '2026-02-01' },
        { loc: 'https://www.larkspur.example/a', lastmod: '2026-01-01' },
      ],
      '2026-11-27',
    );
    const { root, texts } = parseXml(xml);
    expect(root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts('loc')).toEqual([
      'https://www.larkspur.example/a',
      'https://www.larkspur.example/b?x=1&y=<2>',
    ]);
    expect(texts('lastmod')).toEqual(['2026-01-01', '2026-02-01']);
    expect(xml).not.toContain('build date');
  });

  it('dates a page git knows nothing of by the build, and says so', () => {
    const xml = sitemapXml([{ loc: 'https://www.larkspur.example/new', lastmod: null }], '2026-11-27');
    expect(parseXml(xml).texts('lastmod')).toEqual(['2026-11-27']);
    expect(xml).toMatch(/<!-- lastmod: .*build date, 2026-11-27/);
  });

  it('indexes each origin sitemap on its own origin', () => {
    expect(parseXml(sitemapIndexXml(ORIGINS)).texts('loc')).toEqual([
      'https://www.gumleaf.example/sitemaps/gu.xml',
      'https://www.larkspur-nz.example/sitemaps/nz.xml',
      'https://www.larkspur.example/sitemaps/main.xml',
    ]);
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGINS);

  it('allows all but the API and the search pages, and names each origin sitemap', () => {
    expect(searchPaths()).toEqual(['/search', '/gu/search']);
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /search',
      'Disallow: /gu/search',
      '',
      'Sitemap: https://www.gumleaf.example/sitemaps/gu.xml',
      'Sitemap: https://www.larkspur-nz.example/sitemaps/nz.xml',
      'Sitemap: https://www.larkspur.example/sitemaps/main.xml',
      '',
    ]);
  });

  it.each([
    ['/search', true],
    ['/gu/search', true],
    ['/api/quote', true],
    ['/', false],
    ['/gu', false],
    ['/health-insurance', false],
  ])('%s disallowed: %s', (pagePath, disallowed) => {
    expect(isDisallowed(robots, pagePath)).toBe(disallowed);
  });
});
