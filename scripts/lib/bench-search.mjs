// The site search's figures for `npm run bench`: the index the build wrote (pages, files, bytes) and, in Chromium
// against the running server, the time of a first query (Pagefind's script, its WebAssembly and the index chunks
// it needs, all fetched) and of repeated queries once those are loaded.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ensure-chromium.mjs';
import { SEARCH_INDEX_DIR } from '@ds/export-files';
import { median } from './bench-report.mjs';

const FIRST_QUERY = 'bronze';
const REPEATED_QUERIES = ['overseas student', 'NDIS', 'shareholder', 'bronze', 'hospital cover'];
const REPEATS = 5;

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

/** @param {{ origin: string, exportDir: string, progress: (line: string) => void }} options */
export async function measureSearch({ origin, exportDir, progress }) {
  progress('site search: index size, first and repeated queries in Chromium...');
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
    const result = {
      index,
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
      `  first query ${result.firstQuery.ms} ms, repeated median ${result.repeatedQueries.medianMs} ms`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

export function searchLines({ index, firstQuery, repeatedQueries }) {
  return [
    'Site search (Pagefind, Chromium):',
    `  index: ${index.pages} pages, ${index.files} files, ${index.kb} KB`,
    `  first query ('${firstQuery.query}', ${firstQuery.results} results, first 10 read): ${firstQuery.ms} ms, ` +
      `${firstQuery.requests} requests, ${firstQuery.kb} KB fetched (script, WebAssembly, index chunks)`,
    `  repeated queries (${repeatedQueries.runs} runs of ${repeatedQueries.queries.length} queries): ` +
      `median ${repeatedQueries.medianMs} ms, max ${repeatedQueries.maxMs} ms`,
  ];
}
