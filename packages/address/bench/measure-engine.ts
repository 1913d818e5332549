// The embedded engine's figures for `npm run bench`: index build time and memory, top-1 and top-5 accuracy on the
// generated query set (by kind) and on the hand-written meant set (with the queries it misses), and query latency
// over at least 10,000 queries. Prints one JSON object.
// Run with: node --expose-gc --import tsx packages/address/bench/measure-engine.ts
import { readFileSync } from 'node:fs';
import { createEmbeddedEngine, parseLocalities } from '../src/embedded-engine';
import { LOCALITIES_PATH } from '../src/localities';
import { parseAddress } from '../src/parse';
import { MEANT_QUERIES } from './meant-set';
import { makeQuerySet } from './query-set';
import type { BenchQuery } from './query-set';

const LATENCY_QUERIES = 20_000;
const gc = (globalThis as { gc?: () => void }).gc;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const text = readFileSync(LOCALITIES_PATH, 'utf8');
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const localities = parseLocalities(text);
const engine = createEmbeddedEngine(localities);
const buildMs = performance.now() - started;
gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;

const queries = makeQuerySet(localities);
const isMeant = (query: BenchQuery) => (found: { name: string; state: string; postcode: string }) =>
  found.name === query.locality &&
  found.state === query.state &&
  (!query.postcodeTyped || found.postcode === query.postcode);

const byKind = new Map<string, { count: number; top1: number; top5: number }>();
let top1 = 0;
let top5 = 0;
for (const query of queries) {
  const ranked = engine.rank(parseAddress(query.text), 5);
  const hit1 = ranked.slice(0, 1).some(isMeant(query));
  const hit5 = ranked.some(isMeant(query));
  top1 += Number(hit1);
  top5 += Number(hit5);
  const kind = byKind.get(query.kind) ?? { count: 0, top1: 0, top5: 0 };
  byKind.set(query.kind, {
    count: kind.count + 1,
    top1: kind.top1 + Number(hit1),
    top5: kind.top5 + Number(hit5),
  });
}

// The hand-written set: what a person means, with what came first instead when it is missed.
const meantMissed: string[] = [];
let meantTop5 = 0;
for (const query of MEANT_QUERIES) {
  const ranked = engine.rank(parseAddress(query.text), 5);
  const isIt = (found: { name: string; state: string }) =>
    found.name === query.locality && found.state === query.state;
  meantTop5 += Number(ranked.some(isIt));
  if (!ranked[0] || !isIt(ranked[0]))
    meantMissed.push(`${query.text} -> ${ranked[0] ? `${ranked[0].name} ${ranked[0].state}` : 'nothing'}`);
}

// Latency of whole searches (parse, rank, shape the results), cycling through the set after a warm-up.
for (let i = 0; i < 2_000; i += 1)
  await engine.search({ addressLine: queries[i % queries.length]!.text, resultLimit: 5 });
const times: number[] = [];
for (let i = 0; i < LATENCY_QUERIES; i += 1) {
  const begin = performance.now();
  await engine.search({ addressLine: queries[i % queries.length]!.text, resultLimit: 5 });
  times.push(performance.now() - begin);
}
times.sort((a, b) => a - b);

const share = (part: number, whole: number) => Number(((100 * part) / whole).toFixed(1));
process.stdout.write(
  `${JSON.stringify({
    localities: engine.size,
    buildMs: Number(buildMs.toFixed(1)),
    heapMb: Number(heapMb.toFixed(1)),
    queries: queries.length,
    top1Pct: share(top1, queries.length),
    top5Pct: share(top5, queries.length),
    byKind: Object.fromEntries(
      [...byKind].map(([kind, { count, top1: one, top5: five }]) => [
        kind,
        { count, top1Pct: share(one, count), top5Pct: share(five, count) },
      ]),
    ),
    meant: {
      count: MEANT_QUERIES.length,
      top1Pct: share(MEANT_QUERIES.length - meantMissed.length, MEANT_QUERIES.length),
      top5Pct: share(meantTop5, MEANT_QUERIES.length),
      missed: meantMissed,
    },
    latencyQueries: LATENCY_QUERIES,
    p50Us: Number((percentile(times, 50) * 1000).toFixed(1)),
    p99Us: Number((percentile(times, 99) * 1000).toFixed(1)),
    maxUs: Number((times[times.length - 1]! * 1000).toFixed(1)),
  })}\n`,
);
