// The site search's figures for `npm run bench`: the index the build wrote (pages, files, bytes) and, in Chromium
// against the running server, the time of a first query with Pagefind in the page (its script, its WebAssembly and
// the index chunks it needs, all fetched), of repeated queries once those are loaded, of the same queries asked of
// the server's search API, and of the first result's paint when a page with words in its address arrives over a
// throttled phone connection: answered by the API as the server serves it, and by Pagefind in the page as on a
// static host (the API's requests refused).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ensure-chromium.mjs';
import { SEARCH_INDEX_DIR } from '@ds/export-files';
import { median } from './bench-report.mjs';
import { asOnAStaticHost } from './static-host.mjs';

const FIRST_QUERY = 'bronze';
const REPEATED_QUERIES = ['overseas student', 'NDIS', 'shareholder', 'bronze', 'hospital cover'];
const REPEATS = 5;
const ARRIVAL_ROUTE = '/search?q=hospital';
const ARRIVAL_RUNS = 5;
// The throttling Lighthouse's mobile run simulates (its `mobileSlow4G`: 150 ms round trips, 1638.4 Kbit/s, a 4x CPU
// slowdown), applied for real. Written here rather than read from Lighthouse, whose constants module brings its whole
// simulator with it, and `--skip-lighthouse` never loads Lighthouse.
// Applied rather than simulated because what is measured is the order of the work (the page's start-up, then
// Pagefind's chain of requests), which the simulation sums instead of following.
const PHONE_CPU_SLOWDOWN = 4;
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Pages indexed, and the index's files and bytes (raw; its chunks are stored compressed). */
export function indexSize(exportDir) {
  const dir = path.join(exportDir, SEARCH_INDEX_DIR);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
  );
  const bytes = files.reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  return { pages, files: files.length, kb: Number((bytes / 1024).toFixed(1)) };
}

/** Runs in the page: one search and the first page of results read, timed in milliseconds. */
async function timedSearch(query) {
  const started = performance.now();
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const search = await pagefind.search(query);
  await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
  return { ms: performance.now() - started, results: search.results.length };
}

/**
 * Runs in the page once a result is in it: its first contentful paint, and the paint of the results (the largest
 * paint within the results list, which outgrows everything above it). The results' paint can come a frame after
 * they are in the page, so it is waited for (the last paint so far after 5 s, should the results never be the
 * largest).
 */
function paints() {
  return new Promise((resolve) => {
    const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    let latest = null;
    const timer = setTimeout(() => resolve({ fcp: fcp(), lcp: latest }), 5_000);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        latest = entry.startTime;
        if (entry.element?.closest('ol[aria-label="Search results"]')) {
          clearTimeout(timer);
          resolve({ fcp: fcp(), lcp: entry.startTime });
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Runs in the page: one request to the search API for the first page of results, timed in milliseconds. */
async function timedApiSearch(query) {
  const started = performance.now();
  const response = await fetch(`/api/search?${new URLSearchParams({ q: query })}`, { cache: 'no-store' });
  const { total } = await response.json();
  return { ms: performance.now() - started, results: total };
}

/**
 * The search page arriving with words in its address, in a fresh context each run: median paints in ms. Without
 * the API, the page is served as a static host would (static-host.mjs), and searches with Pagefind itself.
 */
async function measureArrival(browser, origin, { withApi }) {
  const runs = [];
  for (let run = 0; run < ARRIVAL_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      if (!withApi) await asOnAStaticHost(page);
      await page.goto(`${origin}${ARRIVAL_ROUTE}`);
      await page.locator('[data-result-link]').first().waitFor({ timeout: 60_000 });
      runs.push(await page.evaluate(paints));
    } finally {
      await context.close();
    }
  }
  return {
    route: ARRIVAL_ROUTE,
    withApi,
    runs: runs.length,
    fcpMs: Math.round(median(runs.map((run) => run.fcp))),
    firstResultMs: Math.round(median(runs.map((run) => run.lcp))),
  };
}

/** @param {{ origin: string, exportDir: string, progress: (line: string) => void }} options */
export async function measureSearch({ origin, exportDir, progress }) {
  progress('site search: index size, first and repeated queries, then arrival with a query, in Chromium...');
  const index = indexSize(exportDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/search`);
    const fetched = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith(`/${SEARCH_INDEX_DIR}/`)) fetched.push(request);
    });
    const first = await page.evaluate(timedSearch, FIRST_QUERY);
    const firstRequests = fetched.length;
    const firstKb =
      (await Promise.all(fetched.map(async (request) => (await request.sizes()).responseBodySize))).reduce(
        (sum, bytes) => sum + bytes,
        0,
      ) / 1024;
    const repeated = [];
    for (let round = 0; round < REPEATS; round += 1) {
      for (const query of REPEATED_QUERIES) repeated.push((await page.evaluate(timedSearch, query)).ms);
    }
    const api = [];
    for (let round = 0; round < REPEATS; round += 1) {
      for (const query of REPEATED_QUERIES) api.push((await page.evaluate(timedApiSearch, query)).ms);
    }
    const arrival = await measureArrival(browser, origin, { withApi: true });
    const arrivalWithoutApi = await measureArrival(browser, origin, { withApi: false });
    const result = {
      index,
      arrival,
      arrivalWithoutApi,
      apiQueries: {
        queries: REPEATED_QUERIES,
        runs: api.length,
        medianMs: Number(median(api).toFixed(1)),
        maxMs: Number(Math.max(...api).toFixed(1)),
      },
      firstQuery: {
        query: FIRST_QUERY,
        ms: Math.round(first.ms),
        results: first.results,
        requests: firstRequests,
        kb: Number(firstKb.toFixed(1)),
      },
      repeatedQueries: {
        queries: REPEATED_QUERIES,
        runs: repeated.length,
        medianMs: Number(median(repeated).toFixed(1)),
        maxMs: Number(Math.max(...repeated).toFixed(1)),
      },
    };
    progress(
      `  first query ${result.firstQuery.ms} ms, repeated median ${result.repeatedQueries.medianMs} ms, ` +
        `API median ${result.apiQueries.medianMs} ms, first result on arrival ${arrival.firstResultMs} ms ` +
        `(${arrivalWithoutApi.firstResultMs} ms with Pagefind in the page)`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

const arrivalLine = (arrival, how) =>
  `  arriving at ${arrival.route}, ${how} (4x CPU slowdown, 150 ms round trips, 1.6 Mbit/s; median of ` +
  `${arrival.runs}): first paint ${arrival.fcpMs} ms, first result ${arrival.firstResultMs} ms`;

export function searchLines({ index, firstQuery, repeatedQueries, apiQueries, arrival, arrivalWithoutApi }) {
  return [
    'Site search (Pagefind, Chromium):',
    `  index: ${index.pages} pages, ${index.files} files, ${index.kb} KB`,
    `  first query ('${firstQuery.query}', ${firstQuery.results} results, first 10 read): ${firstQuery.ms} ms, ` +
      `${firstQuery.requests} requests, ${firstQuery.kb} KB fetched (script, WebAssembly, index chunks)`,
    `  repeated queries (${repeatedQueries.runs} runs of ${repeatedQueries.queries.length} queries): ` +
      `median ${repeatedQueries.medianMs} ms, max ${repeatedQueries.maxMs} ms`,
    `  the same queries asked of GET /api/search (${apiQueries.runs} runs, the request from the page included): ` +
      `median ${apiQueries.medianMs} ms, max ${apiQueries.maxMs} ms`,
    arrivalLine(arrival, 'answered by the search API'),
    arrivalLine(arrivalWithoutApi, 'with Pagefind in the page (no API, as on a static host)'),
  ];
}
