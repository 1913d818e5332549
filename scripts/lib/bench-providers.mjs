// The provider search's figures: the directory's index build and the latency of whole searches, place resolution
// included (measured in a child process by packages/providers/bench/measure-search.ts, on its generated query set),
// then the endpoint's requests per second: the server runs API-only and autocannon asks GET /api/providers for
// typical searches in turn, each from its own client address (X-Forwarded-For with TRUST_PROXY=1), so the
// per-client limit is not what is measured.
import { spawnSync } from 'node:child_process';
import { measureApiEndpoint } from './bench-api-endpoint.mjs';

const SEARCHES = [
  { near: 'Parramatta 2150', service: 'dental', network: 'true' },
  { near: '2150', radius: '25' },
  { near: 'PARRAMATTA NSW 2150', service: 'physiotherapy', radius: '50' },
  { near: 'Sydney 2000', radius: '50' },
  { near: 'melbourne', service: 'optical', open: 'now' },
  { near: '4000', service: 'dental', wheelchair: 'true', radius: '25' },
  { near: 'Perth WA', service: 'psychology', radius: '50', offset: '10' },
  { near: 'hobart', radius: '50', network: 'true', brand: 'gu' },
  { lat: '-33.815', lng: '151.002', service: 'dental' },
  { near: '12 Church St, Parramatta NSW 2150', service: 'gp-telehealth', radius: '5' },
  { near: 'Adelaide 5000', service: 'chiropractic', radius: '10' },
  { near: 'Alice Springs', radius: '50' },
];

function measureSearch(repoRoot) {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'packages/providers/bench/measure-search.ts'],
    { cwd: repoRoot, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0) throw new Error(`measure-search failed: ${result.stderr || result.error}`);
  return JSON.parse(result.stdout);
}

const measureEndpoint = (options) =>
  measureApiEndpoint({
    ...options,
    name: 'providers',
    paths: SEARCHES.map((search) => `/api/providers?${new URLSearchParams(search)}`),
  });

/**
 * @param {{ serverEntry: string, repoRoot: string, logDir: string, progress: (line: string) => void,
 *   settings: { connections: number, durationS: number } }} options
 */
export async function measureProviders(options) {
  options.progress('provider search: index build and latency...');
  let search;
  try {
    search = measureSearch(options.repoRoot);
    options.progress(
      `  ${search.providers} providers, p99 ${search.generated.p99Us} us, busiest p99 ${search.busiest.p99Us} us`,
    );
  } catch (error) {
    search = { error: error instanceof Error ? error.message : String(error) };
    options.progress(`  FAILED: ${search.error}`);
  }
  const endpoint = await measureEndpoint(options);
  return { ...options.settings, search, endpoint };
}

const latency = ({ p50Us, p95Us, p99Us, maxUs }) =>
  `p50 ${p50Us} us, p95 ${p95Us} us, p99 ${p99Us} us, max ${maxUs} us`;

export function providerLines({ search, endpoint, connections, durationS }) {
  const lines = ['Provider search (k-d tree, geokdbush):'];
  if (search.error) lines.push(`  search: failed (${search.error})`);
  else {
    lines.push(
      `  ${search.providers} providers loaded in ${search.loadMs} ms, indexed in ${search.buildMs} ms ` +
        `(${search.heapMb} MB of heap); the first place read (address engine and locality points) ${search.firstPlaceMs} ms`,
      `  ${search.generated.searches} generated searches (${search.localities} localities, every service and radius, ` +
        `filters on and off; ${search.generated.withResultsPct}% with results, ${search.generated.meanTotal} on average): ` +
        latency(search.generated),
      `  busiest (${search.busiest.localities} localities with providers, 50 km, no filter; ` +
        `${search.busiest.meanTotal} results on average): ${latency(search.busiest)}`,
      `  with the query checked and the reply checked and written: ${latency(search.withValidation)}`,
    );
  }
  lines.push(
    endpoint.error
      ? `  endpoint: failed (${endpoint.error})`
      : `  GET /api/providers, ${connections} connections for ${durationS} s: ${Math.round(endpoint.reqPerSec)} req/s, ` +
          `p50 ${endpoint.latencyP50Ms} ms, p99 ${endpoint.latencyP99Ms} ms, server CPU ${endpoint.serverCpuPct ?? '?'}%` +
          `${endpoint.non2xx ? `, ${endpoint.non2xx} non-2xx` : ''}`,
  );
  return lines;
}
