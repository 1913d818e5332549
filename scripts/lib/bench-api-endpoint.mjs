// An API endpoint's requests per second: the server runs API-only, and autocannon asks it for the given paths in
// turn, each from its own client address (X-Forwarded-For with TRUST_PROXY=1), so the per-client limit is not what
// is measured. The address and provider benches both measure their endpoint this way.
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, measureAgainst, startChild, waitForHttp, withTimeout } from './bench-process.mjs';
import { processCpuSeconds } from './bench-throughput.mjs';

/**
 * @param {{ name: string, paths: readonly string[], serverEntry: string, repoRoot: string, logDir: string,
 *   settings: { connections: number, durationS: number }, progress: (line: string) => void }} options
 *   `name` names the log file and the progress line; `paths` are asked for in turn.
 */
export async function measureApiEndpoint({ name, paths, serverEntry, repoRoot, logDir, settings, progress }) {
  const port = await freePort();
  const server = startChild(`server (${name})`, process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_ONLY: '1', TRUST_PROXY: '1' },
    logFile: path.join(logDir, `server-${name}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  return measureAgainst(server, progress, async () => {
    await waitForHttp(`${origin}/healthz`, { timeoutMs: 60_000, entry: server });
    let n = 0;
    const load = {
      url: origin,
      connections: settings.connections,
      duration: settings.durationS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              path: paths[n % paths.length],
              headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            };
          },
        },
      ],
    };
    progress(`${name} endpoint: ${settings.durationS} s of searches...`);
    const cpuBefore = processCpuSeconds(server.pid);
    const result = await withTimeout(autocannon(load), (settings.durationS + 30) * 1000, 'autocannon');
    const cpuAfter = processCpuSeconds(server.pid);
    return {
      reqPerSec: result.requests.average,
      requests: result.requests.total,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      serverCpuPct:
        cpuBefore === null || cpuAfter === null
          ? null
          : Math.round((100 * (cpuAfter - cpuBefore)) / settings.durationS),
    };
  });
}
