// The benchmark (`npm run bench`): page weight and Lighthouse mobile performance of the key routes, the
// server's throughput on a prerendered page against a plain static file server, and one-time-code verifies per
// second against the memory and the Redis store, the address search's accuracy, latency and requests per second, and the
// provider search's index build, latency and requests per second. Everything runs on loopback.
// Results: a table on stdout, progress on stderr, all figures in bench-results.json (see docs/benchmark.md).
//
//   npm run bench -- [--runs 3] [--routes /,/foundation] [--throttling simulated|applied] [--duration 8] [--warmup 2]
//                    [--connections 50] [--workers 0] [--skip-lighthouse] [--skip-throughput] [--skip-otp]
//                    [--skip-address] [--skip-providers]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium.mjs';
import { bodyAsSent } from './lib/body-as-sent.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';
import { exportDir, repoRoot } from './lib/paths.mjs';
import { htmlFileFor, pageWeight } from './lib/page-weight.mjs';
import {
  freePort,
  installCleanup,
  logTail,
  startChild,
  stopAll,
  stopProcess,
  waitForHttp,
} from './lib/bench-process.mjs';
import { goalTable, median, routeTable, summariseRuns, throughputLines } from './lib/bench-report.mjs';
import { deliveryLines, measureDelivery } from './lib/bench-delivery.mjs';
import { measureOtpVerify, otpLines } from './lib/bench-otp.mjs';
import { addressLines, measureAddress } from './lib/bench-address.mjs';
import { measureProviders, providerLines } from './lib/bench-providers.mjs';
import { measureSearch, searchLines } from './lib/bench-search.mjs';

// ---- What is measured (edit here) ---------------------------------------------------------------------------------
// The key routes: every variant home, the product pages, every quote step, search with a query, the compare view,
// the journeys of the other audiences, the provider search and the heaviest component pages. Each is read against
// the floor: a bare page of the same build (Next and the root layout, no chrome), measured first in the same run.
// 'app' pages (the priced product pages, journeys, comparison, search, provider search, component demos) may send
// 20 KB of HTML, content pages 14.
const FLOOR_ROUTE = '/benchmark-floor';
const CONTENT_ROUTES = [
  '/',
  '/nz',
  '/gu',
  '/foundation',
  '/thrive',
  '/providers',
  '/shareholders/home',
  '/international',
  '/overseas-students',
  '/overseas-working-visitors',
];
const APP_ROUTES = [
  '/health-insurance',
  '/health-insurance/hospital',
  '/health-insurance/extras',
  '/health-insurance/hospital/hospital-gold',
  '/health-insurance/join/welcome',
  '/health-insurance/join/choose-cover',
  '/health-insurance/join/rebate',
  '/health-insurance/join/lifetime-health-cover',
  '/health-insurance/join/save',
  '/health-insurance/join/quote',
  '/health-insurance/compare?products=hospital-silver,hospital-gold,extras-top',
  '/search?q=hospital',
  '/find-a-provider?near=Parramatta%202150&service=dental',
  '/travel-insurance/quote',
  '/nz/get-a-quote',
  '/overseas-students/quote/cover-type',
  '/thrive/join',
  '/foundation/funding/apply',
  '/components/date-picker',
  '/foundations/iconography',
  '/components/tabs',
  '/components/carousel',
  '/components/code-block',
];
const ROUTES = [FLOOR_ROUTE, ...CONTENT_ROUTES, ...APP_ROUTES];
// Where the app pages are: a route is one when its path is one of these or lies below one.
const APP_SECTIONS = [
  '/health-insurance',
  '/search',
  '/gu/search',
  '/find-a-provider',
  '/gu/find-a-provider',
  '/nz/find-a-provider',
  '/travel-insurance/quote',
  '/nz/get-a-quote',
  '/overseas-students/quote',
  '/overseas-working-visitors/quote',
  '/international/quote',
  '/thrive/join',
  '/foundation/funding/apply',
  '/components',
  '/foundations',
  '/patterns',
];
const routeKind = (route) => {
  const pathOf = route.replace(/[?#].*$/, '');
  return APP_SECTIONS.some((section) => pathOf === section || pathOf.startsWith(`${section}/`))
    ? 'app'
    : 'content';
};
const LIGHTHOUSE_RUNS = 5;
// How Lighthouse slows the load. 'simulated' (its default, and PageSpeed Insights'): the page loads at full speed
// and Lighthouse estimates the slow load from that trace. Its LCP counts every script that finished downloading
// before the paint it observed, which on loopback is a race between the first frame and the scripts' arrival (see
// docs/benchmark.md). 'applied': the browser itself is slowed as the page loads (150 ms round trips and 1.6 Mbit/s,
// as Lighthouse adjusts them per request, and 4x CPU), so every figure is one observed under those conditions.
const THROTTLING = { simulated: 'simulate', applied: 'devtools' };
const LIGHTHOUSE_RUN_TIMEOUT_MS = 120_000;
// workers: autocannon worker threads (0 = on the main thread; worth raising only with cores to spare).
const THROUGHPUT = { path: '/', acceptEncoding: 'br', connections: 50, durationS: 8, warmupS: 2, workers: 0 };
// expectedReqPerSec sizes the pool of live codes so the run never runs out of them (see lib/bench-otp.mjs).
// floodSends: distinct sends after the verifies, to weigh the server's memory (see lib/bench-otp.mjs).
const OTP_VERIFY = { connections: 20, durationS: 5, expectedReqPerSec: 15_000, floodSends: 200_000 };
const ADDRESS_ENDPOINT = { connections: 20, durationS: 5 };
const PROVIDERS_ENDPOINT = { connections: 20, durationS: 5 };
const OTP_DELIVERY = { connections: 20, durationS: 5 };
const SERVER_START_TIMEOUT_MS = 90_000;
const WHOLE_RUN_TIMEOUT_MS = 75 * 60_000;
// As for `npm start`, SITE_ROOT serves (and measures) another export, with no build attempted.
// BENCH_SERVER_ENTRY runs another server entry point (for testing the benchmark itself).
const EXPORT_DIR = process.env.SITE_ROOT?.trim()
  ? path.resolve(repoRoot, process.env.SITE_ROOT.trim())
  : exportDir;
const SERVER_ENTRY = path.resolve(repoRoot, process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/main.ts');
// --------------------------------------------------------------------------------------------------------------------

const RESULTS_FILE = path.join(repoRoot, 'bench-results.json');
const REPORTS_DIR = path.join(repoRoot, '.lighthouse');
const STATIC_SERVER = fileURLToPath(new URL('./lib/bench-static-server.mjs', import.meta.url));

const progress = (line) => process.stderr.write(`[bench] ${line}\n`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      routes: { type: 'string' },
      throttling: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      workers: { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-throughput': { type: 'boolean', default: false },
      'skip-otp': { type: 'boolean', default: false },
      'skip-address': { type: 'boolean', default: false },
      'skip-search': { type: 'boolean', default: false },
      'skip-providers': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'npm run bench -- [--runs N] [--routes /,/a/b] [--throttling simulated|applied] [--duration S] [--warmup S] [--connections N] [--workers N] ' +
        '[--skip-lighthouse] [--skip-throughput] [--skip-otp] [--skip-address] [--skip-search] [--skip-providers]\n' +
        'See docs/benchmark.md.\n',
    );
    process.exit(0);
  }
  const count = (name, value, fallback, min) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min)
      throw new Error(`--${name} wants a whole number >= ${min}`);
    return number;
  };
  const throttling = values.throttling ?? 'simulated';
  if (!(throttling in THROTTLING))
    throw new Error(`--throttling wants one of: ${Object.keys(THROTTLING).join(', ')}`);
  return {
    runs: count('runs', values.runs, LIGHTHOUSE_RUNS, 1),
    throttling,
    // Every route is read against the floor of the same run, so the floor leads a list given here too.
    routes: values.routes
      ? [
          FLOOR_ROUTE,
          ...values.routes
            .split(',')
            .map((route) => route.trim())
            .filter(Boolean)
            .map((route) => (route.startsWith('/') ? route : `/${route}`))
            .filter((route) => route !== FLOOR_ROUTE),
        ]
      : ROUTES,
    throughput: {
      ...THROUGHPUT,
      durationS: count('duration', values.duration, THROUGHPUT.durationS, 1),
      warmupS: count('warmup', values.warmup, THROUGHPUT.warmupS, 0),
      connections: count('connections', values.connections, THROUGHPUT.connections, 1),
      workers: count('workers', values.workers, THROUGHPUT.workers, 0),
    },
    lighthouse: !values['skip-lighthouse'],
    measureThroughput: !values['skip-throughput'],
    measureOtp: !values['skip-otp'],
    measureAddress: !values['skip-address'],
    measureSearch: !values['skip-search'],
    measureProviders: !values['skip-providers'],
  };
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

function chromiumVersion() {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  return `${result.stdout ?? ''}`.match(/(Chromium|Google Chrome)[^\n]*?[\d.]{5,}/)?.[0] ?? null;
}

/** The page's HTML as the server sends it, raw and brotli: a search page asked for with words holds its results. */
async function htmlBytes(origin, route) {
  const url = new URL(route, origin);
  const [raw, br] = await Promise.all([bodyAsSent(url, 'identity'), bodyAsSent(url, 'br')]);
  return { rawBytes: raw.length, brBytes: br.length };
}

const slug = (route) =>
  route === '/' ? 'home' : route.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-');

async function startServer(logDir) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`No server at ${path.relative(repoRoot, SERVER_ENTRY)}.`);
  const port = await freePort();
  const started = performance.now();
  progress(`starting the server on 127.0.0.1:${port}...`);
  const server = startChild('server', process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      // A production server will not start without a way to send codes; the pages measured send none.
      OTP_DELIVERY: process.env.OTP_DELIVERY ?? 'demo',
    },
    logFile: path.join(logDir, 'server.log'),
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, {
    timeoutMs: SERVER_START_TIMEOUT_MS,
    entry: server,
  });
  progress(`server ready (pid ${server.pid}) in ${seconds(started)}`);
  return { server, origin: `http://127.0.0.1:${port}` };
}

// A run whose trace Lighthouse failed to record (NO_NAVSTART, NO_FCP: a glitch of the tracing, not of the page) is
// run once more, so every route keeps its number of runs.
const TRACE_GLITCH = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/;

async function lighthouseOnce(origin, route, label, throttling) {
  // Imported here so that `--skip-lighthouse` never loads Lighthouse.
  const { lighthouseRun } = await import('./lib/bench-lighthouse.mjs');
  const started = performance.now();
  const options = {
    chromePath: CHROMIUM_PATH,
    timeoutMs: LIGHTHOUSE_RUN_TIMEOUT_MS,
    throttlingMethod: THROTTLING[throttling],
  };
  let run = await lighthouseRun(`${origin}${route}`, options);
  if (run.error && TRACE_GLITCH.test(run.error)) {
    progress(`  lighthouse ${route} ${label}: ${run.error.split(':')[0]}, once more`);
    run = await lighthouseRun(`${origin}${route}`, options);
  }
  progress(
    `  lighthouse ${route} ${label}: ` +
      (run.error
        ? `FAILED (${run.error})`
        : `perf ${run.score}, LCP ${Math.round(run.lcpMs ?? NaN)} ms, TBT ${Math.round(run.tbtMs ?? NaN)} ms, ` +
          `CLS ${run.cls?.toFixed(3)}`) +
      ` (${seconds(started)})`,
  );
  return run;
}

/**
 * Lighthouse over every route in rounds: each round runs each route once, the floor first, so whatever the machine
 * does over the run (a busy minute, a slower core) falls on every route alike rather than on the few measured then.
 */
async function lighthouseRounds(origin, entries, runs, throttling) {
  const results = new Map(entries.map((entry) => [entry, { figures: [], reports: [] }]));
  for (let round = 1; round <= runs; round += 1) {
    progress(
      `lighthouse round ${round}/${runs} (${entries.length} routes, about ${throttling === 'applied' ? 20 : 10} s each)...`,
    );
    for (const entry of entries) {
      const { lhr, ...figures } = await lighthouseOnce(
        origin,
        entry.route,
        `run ${round}/${runs}`,
        throttling,
      );
      const result = results.get(entry);
      result.figures.push(figures);
      if (lhr && !figures.error) result.reports.push({ score: figures.score, lhr });
    }
  }
  for (const entry of entries) {
    const { figures, reports } = results.get(entry);
    entry.lighthouse = {
      runs: figures,
      median: summariseRuns(figures),
      report: keepMedianReport(entry.route, reports),
    };
  }
}

/** Keeps the report of the run whose score is the median, for looking into the details; its path, or null. */
function keepMedianReport(route, reports) {
  if (reports.length === 0) return null;
  const middle = median(reports.map((report) => report.score));
  const chosen = reports.reduce((best, report) =>
    Math.abs(report.score - middle) < Math.abs(best.score - middle) ? report : best,
  );
  mkdirSync(REPORTS_DIR, { recursive: true });
  const reportFile = path.join(REPORTS_DIR, `${slug(route)}.report.json`);
  writeFileSync(reportFile, JSON.stringify(chosen.lhr));
  return path.relative(repoRoot, reportFile);
}

async function throughput(origin, serverPid, settings, logDir) {
  const { measureThroughput } = await import('./lib/bench-throughput.mjs');
  const headers = { 'accept-encoding': settings.acceptEncoding };
  const measure = async (label, base, pid) => {
    const started = performance.now();
    progress(`throughput: ${label}, ${settings.warmupS} s warm-up + ${settings.durationS} s...`);
    try {
      const result = await measureThroughput(`${base}${settings.path}`, { ...settings, headers, pid });
      progress(
        `  ${Math.round(result.reqPerSec)} req/s, ${label} CPU ${result.serverCpuPct ?? '?'}% ` +
          `(${result.cpuUsPerRequest ?? '?'} us/request), client CPU ${result.clientCpuPct}% (${seconds(started)})`,
      );
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress(`  FAILED: ${message}`);
      return { error: message };
    }
  };
  const server = await measure('server', origin, serverPid);

  const port = await freePort();
  const baseline = startChild(
    'static baseline',
    process.execPath,
    [STATIC_SERVER, EXPORT_DIR, String(port)],
    {
      cwd: repoRoot,
      env: process.env,
      logFile: path.join(logDir, 'static-server.log'),
    },
  );
  let staticResult;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 15_000, entry: baseline });
    staticResult = await measure('static baseline', `http://127.0.0.1:${port}`, baseline.pid);
  } catch (error) {
    staticResult = { error: error instanceof Error ? error.message : String(error) };
    progress(`  static baseline FAILED: ${staticResult.error}\n${logTail(baseline)}`);
  } finally {
    await stopProcess(baseline);
  }
  const ratio =
    server.reqPerSec && staticResult.reqPerSec
      ? Number((server.reqPerSec / staticResult.reqPerSec).toFixed(3))
      : null;
  // How many times more CPU the baseline spends per request than the server (higher is better for the server).
  const cpuRatio =
    server.cpuUsPerRequest && staticResult.cpuUsPerRequest
      ? Number((staticResult.cpuUsPerRequest / server.cpuUsPerRequest).toFixed(3))
      : null;
  return { ...settings, server, static: staticResult, ratio, cpuRatio };
}

async function main() {
  const settings = options();
  installCleanup(progress);
  const deadline = setTimeout(() => {
    progress(`stopping: the run took longer than ${WHOLE_RUN_TIMEOUT_MS / 60_000} minutes`);
    stopAll().finally(() => process.exit(1));
  }, WHOLE_RUN_TIMEOUT_MS);
  deadline.unref();
  const started = performance.now();

  if (process.env.SITE_ROOT?.trim()) progress(`using the export at ${EXPORT_DIR} as it is (SITE_ROOT)`);
  else {
    progress('checking that the static export is built and fresh...');
    ensureBuild();
  }
  if (!existsSync(EXPORT_DIR)) throw new Error(`No static export at ${EXPORT_DIR}.`);
  if (settings.lighthouse) ensureChromium();

  // Child process logs; their tails are printed when something fails, and the folder goes however the run ends.
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  process.on('exit', () => rmSync(logDir, { recursive: true, force: true }));
  const { server, origin } = await startServer(logDir);

  const routes = [];
  const skipped = [];
  for (const route of settings.routes) {
    const html = htmlFileFor(route, EXPORT_DIR);
    if (!html) {
      skipped.push({ route, reason: 'no HTML page for it in the export' });
      progress(`skipping ${route}: no HTML page for it in the export`);
      continue;
    }
    const weight = pageWeight(html, EXPORT_DIR);
    const entry = {
      route,
      floor: route === FLOOR_ROUTE,
      kind: routeKind(route),
      file: path.relative(EXPORT_DIR, html).split(path.sep).join('/'),
      html: await htmlBytes(origin, route),
      weight,
    };
    routes.push(entry);
  }
  if (settings.lighthouse && routes.length > 0)
    await lighthouseRounds(origin, routes, settings.runs, settings.throttling);

  let searchResult = null;
  if (settings.measureSearch) {
    try {
      searchResult = await measureSearch({ origin, exportDir: EXPORT_DIR, progress });
    } catch (error) {
      searchResult = { error: error instanceof Error ? error.message : String(error) };
      progress(`  site search FAILED: ${searchResult.error}`);
    }
  }

  const throughputResult = settings.measureThroughput
    ? await throughput(origin, server.pid, settings.throughput, logDir)
    : null;

  if (server.exited)
    progress(`note: the server exited during the run (${server.exitInfo})\n${logTail(server)}`);
  await stopProcess(server);

  const otpResult = settings.measureOtp
    ? await measureOtpVerify({
        serverEntry: SERVER_ENTRY,
        repoRoot,
        logDir,
        progress,
        settings: OTP_VERIFY,
      })
    : null;
  const deliveryResult = settings.measureOtp
    ? await measureDelivery({ serverEntry: SERVER_ENTRY, repoRoot, logDir, progress, settings: OTP_DELIVERY })
    : null;
  const addressResult = settings.measureAddress
    ? await measureAddress({
        serverEntry: SERVER_ENTRY,
        repoRoot,
        logDir,
        progress,
        settings: ADDRESS_ENDPOINT,
      })
    : null;
  const providersResult = settings.measureProviders
    ? await measureProviders({
        serverEntry: SERVER_ENTRY,
        repoRoot,
        logDir,
        progress,
        settings: PROVIDERS_ENDPOINT,
      })
    : null;
  await stopAll();

  const results = {
    timestamp: new Date().toISOString(),
    durationS: Number(((performance.now() - started) / 1000).toFixed(1)),
    environment: {
      node: process.version,
      chromium: settings.lighthouse ? chromiumVersion() : null,
      lighthouse: packageVersion('lighthouse'),
      autocannon: packageVersion('autocannon'),
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    },
    settings: {
      lighthouseRuns: settings.lighthouse ? settings.runs : 0,
      lighthouseConfig: `default (mobile emulation), ${settings.throttling} throttling, performance category only`,
      bytes:
        'gzip bytes of the JS and CSS each page references, HTML raw and brotli (KB = 1024 bytes); JS/floor is a ' +
        "page's JS over the bare page's",
    },
    routes,
    skipped,
    throughput: throughputResult,
    otpVerify: otpResult,
    otpDelivery: deliveryResult,
    address: addressResult,
    providers: providersResult,
    search: searchResult,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const out = [''];
  if (routes.length > 0) {
    const throttled = settings.lighthouse ? ` (Lighthouse: ${settings.throttling} throttling)` : '';
    out.push(`Routes${throttled}`, routeTable(routes), '', goalTable(routes));
  }
  for (const skip of skipped) out.push(`skipped ${skip.route}: ${skip.reason}`);
  if (throughputResult) out.push('', ...throughputLines(throughputResult));
  if (otpResult) out.push('', ...otpLines(otpResult));
  if (deliveryResult) out.push('', ...deliveryLines(deliveryResult));
  if (addressResult) out.push('', ...addressLines(addressResult));
  if (providersResult) out.push('', ...providerLines(providersResult));
  if (searchResult)
    out.push(
      '',
      ...(searchResult.error ? [`Site search: failed (${searchResult.error})`] : searchLines(searchResult)),
    );
  out.push(
    '',
    `Written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE} in ${seconds(started)}.`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch(async (error) => {
  progress(`failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
