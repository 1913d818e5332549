// The provider search's figures for `npm run bench`: the directory's load and index build, then the latency of
// whole searches (place resolution included) over a generated query set: real localities picked at random from the
// locality data, typed the ways a visitor types them (or as a point, for 'Use my location'), every service and
// every radius, filters on and off, first and later pages. The busiest set is every locality that has providers,
// 50 km, no filter: the most providers a search can read. Prints one JSON object.
// Run with: node --expose-gc --import tsx packages/providers/bench/measure-search.ts
import { readFileSync } from 'node:fs';
import { LOCALITIES_PATH, parseCoordinates, parseLocalities } from '@ds/address';
import { createPlaceResolver } from '../src/places';
import { providerSearchQuerySchema, providerSearchReplySchema, SEARCH_RADII_KM } from '../src/schema';
import { createProviderSearch } from '../src/search';
import { PROVIDER_SERVICES } from '../src/services';
import { createRandom } from '../scripts/provider-parts.mjs';

const QUERIES = 20_000;
const WARM_UP = 2_000;
const gc = (globalThis as { gc?: () => void }).gc;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const micro = (ms: number) => Number((ms * 1000).toFixed(1));
const title = (name: string) => name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

// ---- The directory and its index ----
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let started = performance.now();
// The directory is read when its module loads: imported here, so the load is timed.
const { allProviders } = await import('../src/directory');
const providers = [...allProviders('au'), ...allProviders('nz')];
const loadMs = performance.now() - started;
const resolvePlace = createPlaceResolver({ nzProviders: allProviders('nz') });
started = performance.now();
const directory = createProviderSearch({ providers, resolvePlace, now: () => new Date() });
const buildMs = performance.now() - started;
gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
// The address engine and the locality points load on the first place read: once per server.
started = performance.now();
resolvePlace('Parramatta 2150', 'au');
const firstPlaceMs = performance.now() - started;

// ---- The query set ----
const tsv = readFileSync(LOCALITIES_PATH, 'utf8');
const points = parseCoordinates(tsv);
const localities = parseLocalities(tsv).filter((locality) =>
  points.has(`${locality.name}|${locality.state}|${locality.postcode}`),
);
// The directory generator's seeded generator, so every run measures the same queries.
const random = createRandom(20261126).next;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;

function randomQuery(): Record<string, string> {
  const locality = pick(localities);
  const query: Record<string, string> = {};
  const form = random();
  if (form < 0.1) {
    const point = points.get(`${locality.name}|${locality.state}|${locality.postcode}`)!;
    query.lat = point.latitude.toFixed(3);
    query.lng = point.longitude.toFixed(3);
  } else if (form < 0.35) query.near = `${title(locality.name)} ${locality.postcode}`;
  else if (form < 0.55) query.near = `${locality.name} ${locality.state} ${locality.postcode}`;
  else if (form < 0.7) query.near = locality.postcode;
  else if (form < 0.85) query.near = locality.name.toLowerCase();
  else query.near = `${1 + Math.floor(random() * 200)} Church St, ${title(locality.name)} ${locality.state}`;
  const service = pick([undefined, ...PROVIDER_SERVICES]);
  if (service) query.service = service;
  query.radius = String(pick(SEARCH_RADII_KM));
  if (chance(0.3)) query.network = 'true';
  if (chance(0.3)) query.brand = 'gu';
  if (chance(0.2)) query.open = 'now';
  if (chance(0.2)) query.wheelchair = 'true';
  if (chance(0.15) && directory.languages.length > 0) query.language = pick(directory.languages);
  if (chance(0.2)) query.offset = pick(['10', '20', '40']);
  return query;
}

const generated = Array.from({ length: QUERIES }, randomQuery).map((query) =>
  providerSearchQuerySchema.parse(query),
);
// Where the providers are, searched as far as a search goes with nothing left out.
const busiest = [
  ...new Map(
    providers
      .filter((provider) => provider.country === 'au')
      .map((provider) => [`${provider.locality} ${provider.state} ${provider.postcode}`, provider]),
  ).keys(),
].map((near) => providerSearchQuerySchema.parse({ near, radius: '50' }));

function measure(queries: readonly (typeof generated)[number][]) {
  for (let i = 0; i < WARM_UP; i += 1) directory.search(queries[i % queries.length]!);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  let found = 0;
  let results = 0;
  let notFound = 0;
  for (let i = 0; i < Math.max(QUERIES, queries.length); i += 1) {
    const query = queries[i % queries.length]!;
    const begin = performance.now();
    const outcome = directory.search(query);
    times.push(performance.now() - begin);
    if ('reply' in outcome) {
      found += Number(outcome.reply.total > 0);
      results += outcome.reply.total;
    } else notFound += 1;
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    searches: times.length,
    withResultsPct: Number(((100 * found) / times.length).toFixed(1)),
    meanTotal: Number((results / times.length).toFixed(1)),
    placeNotFound: notFound,
    p50Us: micro(percentile(times, 50)),
    p95Us: micro(percentile(times, 95)),
    p99Us: micro(percentile(times, 99)),
    maxUs: micro(times[times.length - 1]!),
    // CPU time over all the searches, per search: what the machine's other work cannot add to.
    cpuUsPerSearch: Number(((cpu.user + cpu.system) / times.length).toFixed(1)),
  };
}

const all = measure(generated);
const busy = measure(busiest);

// The whole of a request's own work: the URL's query checked, the search, the reply checked and written as JSON.
const urls = Array.from({ length: 2_000 }, randomQuery);
const whole: number[] = [];
for (let i = 0; i < QUERIES; i += 1) {
  const begin = performance.now();
  const outcome = directory.search(providerSearchQuerySchema.parse(urls[i % urls.length]!));
  if ('reply' in outcome) JSON.stringify(providerSearchReplySchema.parse(outcome.reply));
  whole.push(performance.now() - begin);
}
whole.sort((a, b) => a - b);

process.stdout.write(
  `${JSON.stringify({
    providers: providers.length,
    localities: localities.length,
    loadMs: Number(loadMs.toFixed(1)),
    buildMs: Number(buildMs.toFixed(2)),
    heapMb: Number(heapMb.toFixed(1)),
    firstPlaceMs: Number(firstPlaceMs.toFixed(1)),
    generated: all,
    busiest: { localities: busiest.length, ...busy },
    withValidation: {
      searches: whole.length,
      p50Us: micro(percentile(whole, 50)),
      p95Us: micro(percentile(whole, 95)),
      p99Us: micro(percentile(whole, 99)),
      maxUs: micro(whole[whole.length - 1]!),
    },
  })}\n`,
);
