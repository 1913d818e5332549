// Types for bench-process.mjs, so TypeScript callers (its tests) get checked signatures.
import type { ChildProcess } from 'node:child_process';

/** A process the benchmark started or was handed, stopped by stopProcess/stopAll however the run ends. */
export interface Tracked {
  name: string;
  pid: number;
  /** Signals go to the process group (-pid). */
  group?: boolean;
  exited: boolean;
  /** `exit code N`, `signal SIGTERM` or the spawn error, once exited. */
  exitInfo?: string;
  logFile?: string;
  /** Stops it instead of SIGTERM (a browser's own kill). */
  stop?: () => void;
}
export interface StartedChild extends Tracked {
  child: ChildProcess;
  logFile: string;
}

export declare const sleep: (ms: number) => Promise<void>;
export declare function freePort(): Promise<number>;
export declare function startChild(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): StartedChild;
export declare function trackProcess(
  name: string,
  pid: number,
  options?: { group?: boolean; stop?: () => void },
): Tracked;
export declare function stopProcess(entry: Tracked, graceMs?: number): Promise<void>;
export declare function stopAll(): Promise<PromiseSettledResult<void>[]>;
export declare function logTail(entry: Tracked, lines?: number): string;
export declare function installCleanup(log?: (line: string) => void): void;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; entry?: Tracked },
): Promise<void>;
export declare function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T>;
export declare function measureAgainst<T>(
  server: Tracked,
  progress: (line: string) => void,
  measure: () => Promise<T>,
): Promise<T | { error: string }>;
