// Sitemaps and robots.txt for the export. The variants are served from three origins (`siteOrigin`: main, nz, gu)
// and a sitemap may list only URLs of the host it is served from, so each origin gets its own sitemap
// (`/sitemaps/<origin name>.xml`) and `/sitemap.xml` is an index naming the three. Each lists the indexable pages
// of its origin by their canonical address.
//
// lastmod rule: the date (YYYY-MM-DD) of the last commit that changed the page's route file
// (apps/web/src/app/**/page.tsx; a dynamic route's `[param]` file), or for pages generated from a data file (the
// provider pages) the later of that and the data file's. A file git knows nothing of (new, uncommitted, or no git
// at all) takes the build date, and the sitemap says so in a comment.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pMap from 'p-map';
import { siteOrigin } from '@ds/site/data';
import { SEARCH_PAGE_PATHS } from '@ds/site/search';

const run = promisify(execFile);

/** The app's route directory, relative to the repository. */
export const APP_DIR = 'apps/web/src/app';

/** Route files whose pages are generated from a data file: the data file dates them too. */
export const ROUTE_DATA_FILES = {
  [`${APP_DIR}/(arhi)/find-a-provider/[service]/[slug]/page.tsx`]: [
    'packages/providers/data/providers-au.json',
  ],
};

export function escapeXml(text) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

/** The name of an origin's sitemap: its key in `siteOrigin` (main, nz, gu). */
export function originName(origin) {
  const entry = Object.entries(siteOrigin).find(([, value]) => value === origin);
  if (!entry) throw new Error(`sitemaps: ${origin} is not one of the site's origins`);
  return entry[0];
}

export const sitemapFile = (origin) => `sitemaps/${originName(origin)}.xml`;

/** The route of a page file: `(arhi)/find-a-provider/[service]/[slug]/page.tsx` -> its URL segments. */
export function routeSegments(routeFile) {
  return routeFile
    .split('/')
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment));
}

/** How a route segment matches: 0 static, 1 `[param]`, 2 `[...param]`, 3 `[[...param]]`. Lower is more specific. */
const kindOf = (segment) =>
  segment.startsWith('[[...') ? 3 : segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0;

/** The ranks of a route's segments when it matches `parts`, or null when it does not. */
function matchRanks(segments, parts) {
  const ranks = [];
  for (let i = 0; i < segments.length; i += 1) {
    const kind = kindOf(segments[i]);
    if (kind >= 2) {
      if (kind === 2 && parts.length <= i) return null;
      return [...ranks, kind];
    }
    if (i >= parts.length || (kind === 0 && segments[i] !== parts[i])) return null;
    ranks.push(kind);
  }
  return parts.length === segments.length ? ranks : null;
}

const compareRanks = (a, b) => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return b.length - a.length;
};

/**
 * The route file (relative to the app directory) that renders a page path, as Next chooses it: static segments
 * before `[param]` before catch-alls; null when none does.
 */
export function routeFileFor(pagePath, routeFiles) {
  const parts = pagePath.split('/').filter(Boolean);
  let best = null;
  for (const file of routeFiles) {
    const ranks = matchRanks(routeSegments(file), parts);
    if (ranks && (!best || compareRanks(ranks, best.ranks) < 0)) best = { file, ranks };
  }
  return best?.file ?? null;
}

/** Every `page.tsx` under the app directory, relative to it, `/`-separated. */
export function listRouteFiles(repoRoot) {
  const root = path.join(repoRoot, APP_DIR);
  return readdirSync(root, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file === 'page.tsx' || file.endsWith('/page.tsx'))
    .sort();
}

/** The files whose last change dates a page: its route file, and its data file for generated pages. */
export function sourceFilesFor(routeFile) {
  const full = `${APP_DIR}/${routeFile}`;
  return [full, ...(ROUTE_DATA_FILES[full] ?? [])];
}

/**
 * The last commit date (YYYY-MM-DD) of each file, by one `git log` per distinct file, a few at a time; a file
 * git has no commit for maps to null (and every file does when git is missing).
 */
export async function lastCommitDates(repoRoot, files) {
  const dates = new Map();
  await pMap(
    [...new Set(files)],
    async (file) => {
      try {
        const { stdout } = await run('git', ['log', '-1', '--format=%cs', '--', file], { cwd: repoRoot });
        dates.set(file, /^\d{4}-\d{2}-\d{2}$/.test(stdout.trim()) ? stdout.trim() : null);
      } catch {
        dates.set(file, null);
      }
    },
    { concurrency: 8 },
  );
  return dates;
}

/** The latest of the dates (YYYY-MM-DD strings compare as dates), or null when any is unknown. */
export function latestDate(dates) {
  if (dates.length === 0 || dates.some((date) => date === null)) return null;
  return dates.reduce((a, b) => (a > b ? a : b));
}

/**
 * One origin's sitemap. `entries`: `{ loc, lastmod }`, `lastmod` null where git had no date (then the build date
 * stands in, and a comment says so).
 */
export function sitemapXml(entries, buildDate) {
  const fallback = entries.some((entry) => entry.lastmod === null);
  const urls = [...entries]
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod ?? buildDate}</lastmod></url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    ...(fallback
      ? [
          `<!-- lastmod: pages whose source files git has no commit for carry the build date, ${buildDate}. -->`,
        ]
      : []),
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index: each origin's sitemap, absolute on its own origin. */
export function sitemapIndexXml(origins) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...origins.map(
      (origin) => `<sitemap><loc>${escapeXml(`${origin}/${sitemapFile(origin)}`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The search pages of the variants that have one (results pages: not for robots). */
export const searchPaths = () => [...SEARCH_PAGE_PATHS];

/** robots.txt: everything allowed but the API and the search pages, and each origin's sitemap. */
export function robotsTxt(origins, disallowedPaths = searchPaths()) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...disallowedPaths.map((pagePath) => `Disallow: ${pagePath}`),
    '',
    ...origins.map((origin) => `Sitemap: ${origin}/${sitemapFile(origin)}`),
    '',
  ].join('\n');
}

/** Whether robots.txt's rules (prefix matches, the longest wins) keep robots from a path. */
export function isDisallowed(robots, pagePath) {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!match || match[2] === '' || !pagePath.startsWith(match[2])) continue;
    const allow = match[1] === 'Allow';
    if (match[2].length > best.length || (match[2].length === best.length && allow))
      best = { length: match[2].length, allow };
  }
  return !best.allow;
}
