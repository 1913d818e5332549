// Types for bench-report.mjs, so TypeScript callers (its tests) get checked signatures.
import type { ThroughputResult } from './bench-throughput.mjs';
import type { PageWeight } from './page-weight.mjs';

/** One Lighthouse run's figures (bench-lighthouse.mjs); a failed run has `error`. */
export interface LighthouseFigures {
  score?: number | null;
  lcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  fcpMs?: number | null;
  speedIndexMs?: number | null;
  /** Long tasks (50 ms or more under the throttle) during the load, and the longest of them. */
  longTasks?: number | null;
  longestTaskMs?: number | null;
  warnings?: string[];
  error?: string;
}
export interface RunSummary {
  runs: number;
  succeeded: number;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  longTasks: number | null;
  longestTaskMs: number | null;
}
export type ColumnAlign = 'l' | 'r';
/** A row of the route table: the page weight and, when Lighthouse ran, the medians of its runs. */
export interface RouteEntry {
  route: string;
  /** The bare page every route's JS is read against. */
  floor?: boolean;
  /** A content page (14 KB of HTML) or an app page (a journey step, the comparison, search: 20 KB). */
  kind?: 'content' | 'app';
  /** The HTML as sent, raw and brotli. */
  html?: { rawBytes: number; brBytes: number };
  weight?: Pick<PageWeight, 'jsBytes' | 'cssBytes'>;
  lighthouse?: { median: Partial<RunSummary> & Pick<RunSummary, 'runs' | 'succeeded'> };
}
/** What the report reads of a measured target: the headline figures, the rest when present. */
export type ThroughputFigures = Pick<
  ThroughputResult,
  'reqPerSec' | 'latencyP50Ms' | 'latencyP99Ms' | 'bodyBytes'
> &
  Partial<
    Pick<
      ThroughputResult,
      | 'contentEncoding'
      | 'serverCpuPct'
      | 'cpuUsPerRequest'
      | 'non2xx'
      | 'errors'
      | 'timeouts'
      | 'clientBound'
    >
  >;
export type ThroughputTarget = ThroughputFigures | { error: string } | null | undefined;
export interface ThroughputReport {
  path: string;
  acceptEncoding: string;
  connections: number;
  durationS: number;
  warmupS: number;
  workers?: number;
  server?: ThroughputTarget;
  static?: ThroughputTarget;
  /** req/s of the server over the static baseline. */
  ratio?: number | null;
  /** CPU per request of the baseline over the server's. */
  cpuRatio?: number | null;
}

export declare function median(values: readonly (number | null | undefined)[]): number | null;
export declare function summariseRuns(runs: readonly LighthouseFigures[]): RunSummary;
export declare const kb: (bytes: number | undefined) => string;
export declare function formatTable(
  columns: readonly [string, ColumnAlign][],
  rows: readonly string[][],
): string;
export declare function routeTable(routes: readonly RouteEntry[]): string;
export declare function throughputLines(throughput: ThroughputReport): string[];
export interface RouteGoal {
  minScore: number;
  tbtOverFloorMs: number;
  maxCls: number;
  lcpOverFloor: number;
  htmlBrKb: { content: number; app: number };
}
export declare const ROUTE_GOAL: Readonly<RouteGoal>;
export declare function goalMisses(
  route: RouteEntry,
  floor: RouteEntry | undefined,
  goal?: RouteGoal,
): string[];
export declare function goalTable(routes: readonly RouteEntry[], goal?: RouteGoal): string;
