import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildServer } from '../src/app';
import { repoRoot } from '../src/config';
import { FILES, listenOnFixture, removeFixtureExport, writeFixtureExport } from './fixture';
import type { ListeningFixture } from './fixture';
import { exitCode, startAndWaitForUrl } from './server-process';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request whose path is sent exactly as written (fetch and inject normalise dot segments away). */
function rawGet(port: number, rawPath: string, agent?: http.Agent): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: rawPath, method: 'GET', agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the server on a real socket', () => {
  let served: ListeningFixture;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    served = await listenOnFixture();
    ({ dir, port } = served);
  });
  afterAll(() => served.close());

  it('serves pages and the API over HTTP', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/about/team/`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(FILES['about/team.html']);
    expect(page.headers.get('content-encoding')).toBe('br');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', store: 'up' });
  });

  it.each([
    '/../../../etc/passwd',
    '/about/../../package.json',
    '/about/%2E%2E/%2E%2E/package.json',
    '/..%2f..%2fpackage.json',
    '/./index.html',
  ])('refuses the raw path %s', async (rawPath) => {
    const response = await rawGet(port, rawPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('"workspaces"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes gracefully even with an idle keep-alive connection open', async () => {
    const other = buildServer({ siteRoot: dir });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherPort = (other.server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true });
    expect((await rawGet(otherPort, '/', agent)).status).toBe(200);
    await other.close();
    expect(other.server.listening).toBe(false);
    await expect(rawGet(otherPort, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});

describe('the server process', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await writeFixtureExport();
  });
  afterAll(() => removeFixtureExport(dir));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'starts from main.ts on an ephemeral port and exits 0 on %s',
    async (signal) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps/server/src/main.ts')], {
        cwd: repoRoot,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_ROOT: dir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const url = await startAndWaitForUrl(child);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(FILES['index.html']);
      const exited = exitCode(child);
      child.kill(signal);
      // Ctrl-C reaches both npm start and the server, so a repeated signal must not turn into a crash.
      child.kill(signal);
      expect(await exited).toBe(0);
    },
  );

  it('runs through scripts/start.mjs (API only, no build) and stops on Ctrl-C', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', API_ONLY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await startAndWaitForUrl(child);
    expect((await fetch(new URL('/healthz', url))).status).toBe(200);
    const exited = exitCode(child);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
