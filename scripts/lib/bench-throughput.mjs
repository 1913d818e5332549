// Throughput with autocannon: a warm-up whose figures are discarded, then the measured run.
// Client and server share the machine's cores, and autocannon parses every response in JavaScript on one thread,
// so with pages of a few KB the client can saturate before the server does. The CPU time each side uses during the
// measured run is therefore recorded too: CPU microseconds per request compare servers even when req/s cannot.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { withTimeout } from './bench-process.mjs';

let clockTicks;
function ticksPerSecond() {
  if (clockTicks === undefined) {
    const result = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8', timeout: 5000 });
    clockTicks = Number(result.stdout) > 0 ? Number(result.stdout) : 100;
  }
  return clockTicks;
}

/** utime + stime in clock ticks from the text of /proc/<pid>/stat (the command name may hold spaces or parens). */
export function parseProcStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (field 14) and stime (field 15) are at indexes 11 and 12.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks : null;
}

/** CPU seconds (user + system) a process has used so far; null where /proc is unavailable. */
export function processCpuSeconds(pid) {
  try {
    const ticks = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ticks === null ? null : ticks / ticksPerSecond();
  } catch {
    return null;
  }
}

/** One request, to check what the target answers (status, encoding, body bytes) before loading it. */
export async function probe(url, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentEncoding: response.headers.get('content-encoding'),
    // fetch decodes the body; the bytes on the wire are the content-length when the server sends one.
    bodyBytes: Number(response.headers.get('content-length') ?? body.length),
  };
}

function run(options) {
  return withTimeout(autocannon(options), (options.duration + 30) * 1000, 'autocannon');
}

const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * @param {string} url
 * @param {{ connections: number, durationS: number, warmupS: number, headers: Record<string, string>,
 *   workers?: number, pid?: number }} options  workers: autocannon worker threads (0: none);
 *   pid: the serving process, to record its CPU time
 */
export async function measureThroughput(url, { connections, durationS, warmupS, headers, workers = 0, pid }) {
  const load = { url, connections, headers, ...(workers > 0 ? { workers } : {}) };
  const check = await probe(url, headers);
  if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}`);
  if (warmupS > 0) await run({ ...load, duration: warmupS });

  const serverBefore = pid ? processCpuSeconds(pid) : null;
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run({ ...load, duration: durationS });
  const elapsedS = (performance.now() - started) / 1000;
  const clientUsage = process.cpuUsage(clientBefore);
  const serverAfter = pid ? processCpuSeconds(pid) : null;

  const serverCpuS = serverBefore !== null && serverAfter !== null ? serverAfter - serverBefore : null;
  const clientCpuS = (clientUsage.user + clientUsage.system) / 1e6;
  const serverCpuPct = serverCpuS === null ? null : (100 * serverCpuS) / elapsedS;
  const clientCpuPct = (100 * clientCpuS) / elapsedS;
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerSec: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status: check.status,
    contentEncoding: check.contentEncoding,
    bodyBytes: check.bodyBytes,
    serverCpuPct: round(serverCpuPct),
    cpuUsPerRequest:
      serverCpuS === null || !result.requests.total
        ? null
        : round((serverCpuS * 1e6) / result.requests.total),
    clientCpuPct: round(clientCpuPct),
    // autocannon runs on one thread: the client near a full core while the server has CPU to spare means the client
    // (or other load on the machine), not the server, set the pace.
    clientBound: serverCpuPct !== null && clientCpuPct >= 75 && serverCpuPct < 80,
  };
}
