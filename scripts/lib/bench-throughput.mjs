// Throughput with autocannon: a warm-up whose figures are discarded, then the measured run.
import autocannon from 'autocannon';
import { withTimeout } from './bench-process.mjs';

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

/**
 * @param {string} url
 * @param {{ connections: number, durationS: number, warmupS: number, headers: Record<string, string> }} options
 */
export async function measureThroughput(url, { connections, durationS, warmupS, headers }) {
  const check = await probe(url, headers);
  if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}`);
  if (warmupS > 0) await run({ url, connections, duration: warmupS, headers });
  const result = await run({ url, connections, duration: durationS, headers });
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
  };
}
