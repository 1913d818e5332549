// The address search's figures: the embedded engine's accuracy, index build and latency (measured in a child
// process by packages/address/bench/measure-engine.ts, on its generated query set), then the endpoint's requests
// per second: the server runs API-only and autocannon asks GET /api/address/predictive for typical queries in turn,
// each from its own client address (X-Forwarded-For with TRUST_PROXY=1), so the per-client limit is not what is
// measured.
import { spawnSync } from 'node:child_process';
import { measureApiEndpoint } from './bench-api-endpoint.mjs';

const QUERIES = [
  '1 george st syd',
  'bondi',
  'parramatta 2150',
  'st kilda vic',
  'mt druitt',
  '12 smith street bondi beach',
  'u 3/12 marine pde coogee',
  'melborne',
  'surry hils',
  'alice springs nt',
  '40 pacific hwy gosford',
  'woollongong',
  'geelong west',
  'hobart tas',
  'fremantle 6160',
];

function measureEngine(repoRoot) {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'packages/address/bench/measure-engine.ts'],
    { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 },
  );
  if (result.status !== 0) throw new Error(`measure-engine failed: ${result.stderr || result.error}`);
  return JSON.parse(result.stdout);
}

const measureEndpoint = (options) =>
  measureApiEndpoint({
    ...options,
    name: 'address',
    paths: QUERIES.map(
      (query) => `/api/address/predictive?${new URLSearchParams({ AddressLine: query, ResultLimit: '5' })}`,
    ),
  });

/**
 * @param {{ serverEntry: string, repoRoot: string, logDir: string, progress: (line: string) => void,
 *   settings: { connections: number, durationS: number } }} options
 */
export async function measureAddress(options) {
  options.progress('address engine: accuracy, build and latency...');
  let engine;
  try {
    engine = measureEngine(options.repoRoot);
    options.progress(`  top-1 ${engine.top1Pct}%, top-5 ${engine.top5Pct}%, p99 ${engine.p99Us} us`);
  } catch (error) {
    engine = { error: error instanceof Error ? error.message : String(error) };
    options.progress(`  FAILED: ${engine.error}`);
  }
  const endpoint = await measureEndpoint(options);
  return { ...options.settings, engine, endpoint };
}

export function addressLines({ engine, endpoint, connections, durationS }) {
  const lines = ['Address search (embedded engine):'];
  if (engine.error) lines.push(`  engine: failed (${engine.error})`);
  else {
    lines.push(
      `  ${engine.localities} localities, index built in ${engine.buildMs} ms using ${engine.heapMb} MB of heap`,
      `  accuracy on ${engine.queries} generated queries: top-1 ${engine.top1Pct}%, top-5 ${engine.top5Pct}%`,
      `    by kind (top-1/top-5): ${Object.entries(engine.byKind)
        .map(([kind, figures]) => `${kind} ${figures.top1Pct}/${figures.top5Pct}`)
        .join(', ')}`,
      `  latency over ${engine.latencyQueries} searches: p50 ${engine.p50Us} us, p99 ${engine.p99Us} us, max ${engine.maxUs} us`,
    );
  }
  lines.push(
    endpoint.error
      ? `  endpoint: failed (${endpoint.error})`
      : `  GET /api/address/predictive, ${connections} connections for ${durationS} s: ${Math.round(endpoint.reqPerSec)} req/s, ` +
          `p50 ${endpoint.latencyP50Ms} ms, p99 ${endpoint.latencyP99Ms} ms, server CPU ${endpoint.serverCpuPct ?? '?'}%` +
          `${endpoint.non2xx ? `, ${endpoint.non2xx} non-2xx` : ''}`,
  );
  return lines;
}
