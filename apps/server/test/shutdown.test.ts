// A graceful stop as an orchestrator makes one: SIGTERM to `npm start` reaches the server, and the server drains:
// requests in flight finish, new ones (new connections included) get a JSON 503 with Connection: close rather than a
// reset, /healthz says 'draining', and the process exits by the drain deadline even when a client holds a request open.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { removeFixtureExport, writeFixtureExport } from './fixture';
import { exitCode, startAndWaitForUrl } from './server-process';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A request on a connection of its own; resolves with its answer, rejects when the connection is reset. */
function ask(url: URL, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A one-time-code send whose body is still arriving: a request in flight until `finish` sends the rest. */
function slowSend(url: URL) {
  const body = JSON.stringify({ contact: 'slow@example.com' });
  let sent!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    sent = httpRequest(
      new URL('/api/otp/send', url),
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: undefined, body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.write(body.slice(0, 5));
  });
  return { answer, finish: () => sent.end(body.slice(5)), abandon: () => sent.destroy() };
}

const startServer = (dir: string, env: Record<string, string> = {}): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join('apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_ROOT: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stopping the server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await writeFixtureExport();
  });
  afterAll(() => removeFixtureExport(dir));

  it('finishes requests in flight and answers new ones 503 with Connection: close while it drains', async () => {
    const child = startServer(dir);
    const url = new URL(await startAndWaitForUrl(child));
    const inFlight = slowSend(url);
    // The slow request has arrived (its headers) once the server has answered a later one.
    expect((await ask(new URL('/healthz', url))).status).toBe(200);
    const exited = exitCode(child);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));

    // A burst of new connections in the first moments of the drain: each is answered, none reset.
    const burst = await Promise.all(Array.from({ length: 30 }, () => ask(new URL('/about/team', url))));
    for (const answer of burst) {
      expect(answer.status).toBe(503);
      expect(answer.connection).toBe('close');
      expect(JSON.parse(answer.body).error.code).toBe('shutting_down');
    }
    const health = await ask(new URL('/healthz', url));
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });

    // A load balancer goes on probing: that must not hold the drain open.
    const probes = setInterval(() => ask(new URL('/healthz', url)).catch(() => undefined), 50);
    onTestFinished(() => clearInterval(probes));
    inFlight.finish();
    const finishedAt = performance.now();
    const finished = await inFlight.answer;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toMatchObject({ expiresInSeconds: 300 });
    expect(await exited).toBe(0);
    expect(performance.now() - finishedAt).toBeLessThan(3_000);
    await expect(ask(url)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('stops by the drain deadline even when a client holds its request open', async () => {
    const child = startServer(dir, { DRAIN_DEADLINE_SECONDS: '1' });
    const url = new URL(await startAndWaitForUrl(child));
    const held = slowSend(url);
    held.answer.catch(() => undefined);
    expect((await ask(new URL('/healthz', url))).status).toBe(200);
    const exited = exitCode(child);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The deadline, give or take the time a process takes to exit.
    expect(Date.now() - signalledAt).toBeLessThan(3_000);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_000);
    held.abandon();
  });

  it('passes SIGTERM sent to `npm start` on to the server, and all of it exits', async () => {
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_ONLY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = new URL(await startAndWaitForUrl(npm));
    const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    // Should it outlive npm (the failure this guards against), it must not outlive the test.
    onTestFinished(() => {
      if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    });
    expect(isRunning(serverPid)).toBe(true);
    expect((await ask(new URL('/healthz', url))).status).toBe(200);
    const exited = exitCode(npm);
    npm.kill('SIGTERM');
    await exited;
    expect(isRunning(serverPid)).toBe(false);
    await expect(ask(new URL('/healthz', url))).rejects.toThrow(/ECONNREFUSED/);
  });
});
