// Child processes of the benchmark: started with their output in a log file, tracked by PID, and always stopped,
// on success, on error and on Ctrl-C. Every wait is bounded in time.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** @typedef {{ name: string, pid: number, group?: boolean, exited: boolean, exitInfo?: string, logFile?: string,
 *   stop?: () => void }} Tracked */

/** @type {Set<Tracked>} */
const tracked = new Set();

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on the loopback interface (the OS picks it; it is released before being returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function isAlive(entry) {
  if (entry.exited) return false;
  try {
    process.kill(entry.group ? -entry.pid : entry.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(entry, name) {
  try {
    process.kill(entry.group ? -entry.pid : entry.pid, name);
  } catch {
    // already gone
  }
}

/**
 * Starts a tracked child process with stdout and stderr written to `logFile` (so a chatty process never blocks on a
 * full pipe and costs this process nothing).
 * @returns {Tracked & { child: import('node:child_process').ChildProcess }}
 */
export function startChild(name, command, args, { cwd, env, logFile }) {
  const fd = openSync(logFile, 'w');
  let child;
  try {
    child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  const entry = { name, pid: child.pid ?? -1, child, logFile, exited: false };
  child.on('exit', (code, sig) => {
    entry.exited = true;
    entry.exitInfo = sig ? `signal ${sig}` : `exit code ${code}`;
  });
  child.on('error', (error) => {
    entry.exited = true;
    entry.exitInfo = error.message;
  });
  if (entry.pid > 0) tracked.add(entry);
  else entry.exited = true;
  return entry;
}

/** Tracks a process started by someone else on our behalf (a browser), with how to stop it. */
export function trackProcess(name, pid, { group = false, stop } = {}) {
  const entry = { name, pid, group, stop, exited: false };
  tracked.add(entry);
  return entry;
}

async function waitGone(entry, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(entry) && Date.now() < deadline) await sleep(50);
  return !isAlive(entry);
}

/** Stops one tracked process: its own stop function or SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcess(entry, graceMs = 5000) {
  if (!tracked.has(entry)) return;
  if (isAlive(entry)) {
    if (entry.stop) {
      try {
        entry.stop();
      } catch {
        // fall through to the signals below
      }
    } else signal(entry, 'SIGTERM');
    if (!(await waitGone(entry, graceMs))) {
      signal(entry, 'SIGKILL');
      await waitGone(entry, 2000);
    }
  }
  tracked.delete(entry);
}

export function stopAll() {
  return Promise.allSettled([...tracked].map((entry) => stopProcess(entry)));
}

function killAllNow() {
  for (const entry of tracked) if (isAlive(entry)) signal(entry, 'SIGKILL');
  tracked.clear();
}

/** The last lines of a tracked process's log, for error messages. */
export function logTail(entry, lines = 30) {
  if (!entry.logFile || !existsSync(entry.logFile)) return '';
  return readFileSync(entry.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

let installed = false;

/**
 * Makes sure every tracked process is stopped however this process ends: normal exit, error, SIGINT/SIGTERM/SIGHUP.
 * A second signal kills them at once.
 */
export function installCleanup(log = (line) => process.stderr.write(`${line}\n`)) {
  if (installed) return;
  installed = true;
  process.on('exit', killAllNow);
  let stopping = false;
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(name, () => {
      const code = name === 'SIGINT' ? 130 : 143;
      if (stopping) {
        killAllNow();
        process.exit(code);
      }
      stopping = true;
      log(`${name}: stopping the processes the benchmark started...`);
      setTimeout(() => process.exit(code), 8000).unref();
      stopAll().finally(() => process.exit(code));
    });
  }
}

/**
 * Polls `url` until it answers 2xx, the process behind it exits, or `timeoutMs` passes.
 * @param {string} url
 * @param {{ timeoutMs?: number, entry?: Tracked }} options
 */
export async function waitForHttp(url, { timeoutMs = 60_000, entry } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (entry?.exited) {
      const tail = logTail(entry);
      throw new Error(
        `${entry.name} exited (${entry.exitInfo}) before ${url} answered.${tail ? `\n${tail}` : ''}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  const tail = entry ? logTail(entry) : '';
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000} s (last: ${last}).${tail ? `\n${tail}` : ''}`,
  );
}

/** Rejects after `ms` unless `promise` settles first; the late settlement of `promise` is swallowed. */
export function withTimeout(promise, ms, what) {
  let timer;
  promise.catch(() => {});
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Runs `measure` against a server the benchmark started: its figures, or `{ error }` with the server's log tail
 * reported when it fails; the server is stopped either way.
 */
export async function measureAgainst(server, progress, measure) {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`  FAILED: ${message}\n${logTail(server)}`);
    return { error: message };
  } finally {
    await stopProcess(server);
  }
}
