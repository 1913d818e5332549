// Types for bench-throughput.mjs, so TypeScript callers (its tests, bench-report.d.mts) get checked signatures.

/** One measured target: autocannon's figures, what the probe saw, and the CPU time of both sides. */
export interface ThroughputResult {
  reqPerSec: number;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  bytesPerSec: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  status: number;
  contentEncoding: string | null;
  /** Bytes of the probed response body on the wire. */
  bodyBytes: number;
  /** Percent of one core the serving process used; null without its pid or /proc. */
  serverCpuPct: number | null;
  cpuUsPerRequest: number | null;
  clientCpuPct: number;
  /** The client, not the server, set the pace. */
  clientBound: boolean;
}
export interface ThroughputOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  headers: Record<string, string>;
  /** autocannon worker threads (0: none). */
  workers?: number;
  /** The serving process, to record its CPU time. */
  pid?: number;
}

export declare function parseProcStat(text: string): number | null;
export declare function processCpuSeconds(pid: number): number | null;
export declare function probe(
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; contentEncoding: string | null; bodyBytes: number }>;
export declare function measureThroughput(url: string, options: ThroughputOptions): Promise<ThroughputResult>;
