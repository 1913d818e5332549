// Child processes of the benchmark are tracked and stopped; every wait gives up in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as lib from './bench-process.mjs';

const logDir = mkdtempSync(path.join(tmpdir(), 'bench-process-'));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => rmSync(logDir, { recursive: true, force: true }));

describe('bench processes', () => {
  it('starts a server child, waits for it to answer and stops it by PID', async () => {
    const port = await lib.freePort();
    const script = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
    const child = lib.startChild('tiny', process.execPath, ['-e', script], {
      cwd: logDir,
      env: process.env,
      logFile: path.join(logDir, 'tiny.log'),
    });
    await lib.waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000, entry: child });
    expect(alive(child.pid)).toBe(true);
    await lib.stopProcess(child, 2000);
    expect(alive(child.pid)).toBe(false);
  });

  it('kills a child that ignores SIGTERM', async () => {
    const child = lib.startChild(
      'stubborn',
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"],
      { cwd: logDir, env: process.env, logFile: path.join(logDir, 'stubborn.log') },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await lib.stopProcess(child, 300);
    expect(alive(child.pid)).toBe(false);
  });

  it('fails fast with the log tail when the child exits before answering', async () => {
    const port = await lib.freePort();
    const child = lib.startChild(
      'broken',
      process.execPath,
      ['-e', "console.error('cannot load the export'); process.exit(3)"],
      {
        cwd: logDir,
        env: process.env,
        logFile: path.join(logDir, 'broken.log'),
      },
    );
    await expect(
      lib.waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 10_000, entry: child }),
    ).rejects.toThrow(/broken exited \(exit code 3\)[\s\S]*cannot load the export/);
  });

  it('gives up waiting after the timeout', async () => {
    const port = await lib.freePort();
    await expect(lib.waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 600 })).rejects.toThrow(
      /did not answer within/,
    );
    await expect(lib.withTimeout(new Promise(() => {}), 50, 'waiting')).rejects.toThrow(
      'waiting took longer than 0 s',
    );
  });
});
