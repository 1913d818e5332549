// A throwaway redis-server for the store tests: on a free loopback port, with no persistence unless asked for (then
// an append-only file in a temporary folder), stopped by the test that started it. Debian's redis-server is
// installed by the test set-up (scripts/ensure-redis.mjs).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REDIS_SERVER_PATH } from '@ds/scripts/ensure-redis.mjs';

const START_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RedisServer {
  url: string;
  /** Stops the server (as an outage would) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port (with the same data, when it keeps an append-only file). */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  remove(): Promise<void>;
}

export interface RedisServerOptions {
  /** Keep an append-only file (fsync on every write), so a restart keeps what was written. */
  appendOnly?: boolean;
  /** More `--name value` settings, such as ['--maxmemory-policy', 'allkeys-lru']. */
  args?: string[];
}

export async function startRedisServer({
  appendOnly = false,
  args: extra = [],
}: RedisServerOptions = {}): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(`${REDIS_SERVER_PATH} is missing: run "node scripts/ensure-redis.mjs" (npm test does).`);
  }
  const port = await freePort();
  const dataDir = appendOnly ? mkdtempSync(path.join(os.tmpdir(), 'redis-aof-')) : null;
  let child: ChildProcess | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const persistence = dataDir
        ? ['--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'always']
        : ['--appendonly', 'no'];
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, ...extra];
      const started = spawn(REDIS_SERVER_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let output = '';
      const timer = setTimeout(() => {
        started.kill('SIGKILL');
        reject(new Error(`redis-server did not start on port ${port}:\n${output}`));
      }, START_TIMEOUT_MS);
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async remove() {
      await stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
