// One-time-code verify throughput against each store: the server (API only) with its in-memory store, then with
// REDIS_URL pointing at a throwaway redis-server. A pool of live codes is sent first; the load then verifies a
// wrong code against them in turn, so every request does the work of a real failed attempt (the per-client
// count, reading the code, counting the attempt) and none finds its code gone. Each request comes from its own
// client address (X-Forwarded-For, with TRUST_PROXY=1), as real visitors would, so the per-client limits of 30
// verifies a minute do not turn the measurement into a measurement of 429s.
// Then 200,000 sends, each from its own client to its own contact (the flood a store must survive), and the
// server's resident memory before and after: the memory store stays bounded by its cap (MEMORY_STORE_MAX_ENTRIES).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { REDIS_SERVER_PATH, ensureRedis } from '../ensure-redis.mjs';
import {
  freePort,
  measureAgainst,
  sleep,
  startChild,
  stopProcess,
  waitForHttp,
  withTimeout,
} from './bench-process.mjs';
import { processCpuSeconds } from './bench-throughput.mjs';

/** A code allows 5 attempts; 4 wrong ones keep it alive. */
const WRONG_TRIES_PER_CODE = 4;
const SEND_BATCH = 50;

/** Waits until the server's store answers (Redis connects a moment after the server starts). */
async function waitForStore(origin) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const health = await fetch(`${origin}/healthz`).then((response) => response.json());
    if (health.store === 'up') return;
    await sleep(100);
  }
  throw new Error('the store was not up within 15 s');
}

/** A distinct client address per request: 10.x.y.z. */
const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function sendCodes(origin, count) {
  const ids = [];
  for (let start = 0; start < count; start += SEND_BATCH) {
    const batch = Array.from({ length: Math.min(SEND_BATCH, count - start) }, async (_, offset) => {
      const n = start + offset;
      const response = await fetch(`${origin}/api/otp/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(n) },
        body: JSON.stringify({ contact: `bench-${n}@example.com` }),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status !== 200) throw new Error(`POST /api/otp/send answered ${response.status}`);
      return (await response.json()).requestId;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/**
 * One autocannon request description: a JSON POST whose nth body is `bodyOf(n)`, each from its own client address
 * (from `firstClient` on), so no per-client limit is reached.
 */
export function jsonPosts(bodyOf, firstClient) {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const n = next;
        next += 1;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(firstClient + n) },
          body: JSON.stringify(bodyOf(n)),
        };
      },
    },
  ];
}

async function verifyLoad(origin, ids, { connections, durationS, pid }) {
  const load = {
    url: `${origin}/api/otp/verify`,
    connections,
    duration: durationS,
    // '000000' is wrong for all but one code in a million; a match would only end that code early.
    requests: jsonPosts((n) => ({ requestId: ids[n % ids.length], code: '000000' }), 1_000_000),
  };
  const serverBefore = processCpuSeconds(pid);
  const result = await withTimeout(autocannon(load), (durationS + 30) * 1000, 'autocannon');
  const serverAfter = processCpuSeconds(pid);
  const serverCpuS = serverBefore !== null && serverAfter !== null ? serverAfter - serverBefore : null;
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    // More requests than the pool allows would start to find codes used up (cheaper): say so.
    poolExhausted: result.requests.total > ids.length * WRONG_TRIES_PER_CODE,
    serverCpuPct: serverCpuS === null ? null : Math.round((100 * serverCpuS) / durationS),
  };
}

/** The resident set size of process `pid` in MiB, from /proc (Linux), or null. */
function rssMiB(pid) {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Math.round(Number(kib) / 1024) : null;
  } catch {
    return null;
  }
}

/** `count` sends from distinct clients to distinct contacts, as fast as the server takes them. */
async function distinctSends(origin, count, { connections, pid }) {
  const rssBefore = rssMiB(pid);
  const result = await withTimeout(
    autocannon({
      url: `${origin}/api/otp/send`,
      connections,
      amount: count,
      requests: jsonPosts((n) => ({ contact: `flood-${n}@example.com` }), 2_000_000),
    }),
    10 * 60_000,
    'autocannon (sends)',
  );
  return {
    sends: result.requests.total,
    sendsPerSec: result.requests.average,
    non2xx: result.non2xx,
    rssBeforeMiB: rssBefore,
    rssAfterMiB: rssMiB(pid),
  };
}

async function measureStore(label, { serverEntry, repoRoot, logDir, env, settings, progress }) {
  const port = await freePort();
  const server = startChild(`server (${label})`, process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', API_ONLY: '1', TRUST_PROXY: '1' },
    logFile: path.join(logDir, `server-otp-${label}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  return measureAgainst(server, progress, async () => {
    await waitForHttp(`${origin}/healthz`, { timeoutMs: 60_000, entry: server });
    await waitForStore(origin);
    const pool = Math.ceil((settings.expectedReqPerSec * settings.durationS) / WRONG_TRIES_PER_CODE);
    progress(`otp verify (${label}): sending ${pool} codes, then ${settings.durationS} s of verifies...`);
    const ids = await sendCodes(origin, pool);
    const result = await verifyLoad(origin, ids, { ...settings, pid: server.pid });
    progress(`  ${Math.round(result.reqPerSec)} verifies/s (p50 ${result.latencyP50Ms} ms), ${label}`);
    progress(`otp send flood (${label}): ${settings.floodSends} sends from distinct clients...`);
    const flood = await distinctSends(origin, settings.floodSends, {
      connections: settings.connections,
      pid: server.pid,
    });
    progress(
      `  RSS ${flood.rssBeforeMiB} MiB before, ${flood.rssAfterMiB} MiB after, ${flood.non2xx} non-2xx`,
    );
    return { pool, ...result, flood };
  });
}

/**
 * @param {{ serverEntry: string, repoRoot: string, logDir: string, progress: (line: string) => void,
 *   settings: { connections: number, durationS: number, expectedReqPerSec: number } }} options
 */
export async function measureOtpVerify(options) {
  const memory = await measureStore('memory', { ...options, env: {} });

  ensureRedis();
  const redisPort = await freePort();
  const redis = startChild(
    'redis-server',
    REDIS_SERVER_PATH,
    [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
    ],
    { cwd: options.repoRoot, env: process.env, logFile: path.join(options.logDir, 'redis.log') },
  );
  let redisResult;
  try {
    redisResult = await measureStore('redis', {
      ...options,
      env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    });
  } finally {
    await stopProcess(redis);
  }
  return { ...options.settings, memory, redis: redisResult };
}

const perSecond = (result) =>
  result.error
    ? `failed (${result.error})`
    : `${Math.round(result.reqPerSec)} verifies/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ` +
      `server CPU ${result.serverCpuPct ?? '?'}%${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}` +
      `${result.poolExhausted ? ' (some codes used up: an overestimate)' : ''}`;

const floodLine = (result) =>
  result.error || !result.flood
    ? 'not measured'
    : `${result.flood.sends} sends at ${Math.round(result.flood.sendsPerSec)}/s, server RSS ` +
      `${result.flood.rssBeforeMiB} MiB before, ${result.flood.rssAfterMiB} MiB after` +
      `${result.flood.non2xx ? `, ${result.flood.non2xx} non-2xx` : ''}`;

export function otpLines(otp) {
  return [
    `One-time-code verify, ${otp.connections} connections for ${otp.durationS} s (a wrong code on a live code):`,
    `  memory store: ${perSecond(otp.memory)}`,
    `  Redis store:  ${perSecond(otp.redis)}`,
    `One-time-code sends from ${otp.floodSends} distinct clients to distinct contacts:`,
    `  memory store: ${floodLine(otp.memory)}`,
    `  Redis store:  ${floodLine(otp.redis)}`,
  ];
}
