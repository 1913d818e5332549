// HTTPS in the server: HTTP/2 with HTTP/1.1 still accepted, HSTS only over HTTPS, the plain-HTTP listener's
// redirect, and a proxy's plain-HTTP requests redirected. The certificate is made with openssl as the tests start.
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { createRedirectServer, httpsLocation, redirectLocation } from '../src/https-redirect';
import { createLifecycle, drainAndClose } from '../src/lifecycle';
import { HSTS } from '../src/security-headers';
import { selfSignedCertificate } from '@ds/scripts/lib/self-signed-cert.mjs';
import { removeFixtureExport, writeFixtureExport } from './fixture';

describe('httpsLocation', () => {
  it.each([
    ['example.com', '/a?b=1', 443, 'https://example.com/a?b=1'],
    ['example.com:80', '/', 443, 'https://example.com/'],
    ['localhost:8080', '/search?q=x', 8443, 'https://localhost:8443/search?q=x'],
    ['127.0.0.1:80', '/', 443, 'https://127.0.0.1/'],
    ['[::1]:80', '/x', 4443, 'https://[::1]:4443/x'],
  ])('%s%s on port %i goes to %s', (host, url, port, expected) => {
    expect(httpsLocation(host, url, port)).toBe(expected);
  });

  it.each([undefined, '', 'evil.com/path', 'a b', 'host:port', 'x'.repeat(300), 'a@b.com'])(
    'refuses the Host %j',
    (host) => {
      expect(httpsLocation(host, '/', 443)).toBeNull();
    },
  );
});

describe('redirectLocation', () => {
  it('goes to the public origin over HTTPS whatever the Host says, and to the Host without one', () => {
    const origin = 'https://www.larkspur.example';
    expect(redirectLocation(origin, 'evil.example', '/a?b=1')).toBe('https://www.larkspur.example/a?b=1');
    expect(redirectLocation('http://localhost:8080', 'evil.example', '/')).toBe('https://localhost:8080/');
    expect(redirectLocation(null, 'www.larkspur.example:80', '/x', 8443)).toBe(
      'https://www.larkspur.example:8443/x',
    );
  });
});

describe('the plain-HTTP redirect listener', () => {
  const server = createRedirectServer(8443);
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; location: string | undefined; hsts: unknown }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/health-insurance?x=1', headers }, (response) => {
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          hsts: response.headers['strict-transport-security'],
        });
      })
        .on('error', reject)
        .end();
    });

  it('answers 301 to the same host and path on the HTTPS port, without HSTS', async () => {
    expect(await get({ host: `localhost:${port}` })).toEqual({
      status: 301,
      location: 'https://localhost:8443/health-insurance?x=1',
      hsts: undefined,
    });
  });

  it('answers 400 to a Host that is not a host', async () => {
    expect((await get({ host: 'bad host' })).status).toBe(400);
  });
});

describe('the server over HTTPS', () => {
  let dir: string;
  let certDir: string;
  let app: FastifyInstance;
  let port: number;
  let cert: Buffer;

  beforeAll(async () => {
    dir = await writeFixtureExport();
    certDir = await mkdtemp(path.join(os.tmpdir(), 'site-tls-'));
    const made = selfSignedCertificate(certDir);
    cert = made.cert;
    app = buildServer({ siteRoot: dir, tls: { cert: made.cert, key: made.key } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await removeFixtureExport(dir);
    await rm(certDir, { recursive: true, force: true });
  });

  it('speaks HTTP/2 and sends HSTS', async () => {
    const session = connect(`https://localhost:${port}`, { ca: cert });
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const stream = session.request({ ':path': '/' });
      stream.on('response', (response) => {
        stream.resume();
        resolve(response);
      });
      stream.on('error', reject);
      stream.end();
    });
    session.close();
    expect(headers[':status']).toBe(200);
    expect(headers['strict-transport-security']).toBe(HSTS);
    expect(String(headers['content-security-policy'])).toMatch(/^default-src 'none'; script-src 'self'/);
  });

  it('still answers HTTP/1.1, with HSTS', async () => {
    const { status, hsts, version } = await new Promise<{ status: number; hsts: unknown; version: string }>(
      (resolve, reject) => {
        httpsRequest({ host: 'localhost', port, path: '/about/team', ca: cert }, (r) => {
          r.resume();
          resolve({
            status: r.statusCode ?? 0,
            hsts: r.headers['strict-transport-security'],
            version: r.httpVersion,
          });
        })
          .on('error', reject)
          .end();
      },
    );
    expect({ status, hsts, version }).toEqual({ status: 200, hsts: HSTS, version: '1.1' });
  });

  /** One HTTP/2 request on `session`: its response headers. */
  const h2Get = (session: ReturnType<typeof connect>, headers: Record<string, string>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const stream = session.request(headers);
      stream.on('response', (response) => {
        stream.resume();
        resolve(response);
      });
      stream.on('error', reject);
      stream.end();
    });

  it('redirects an HTTP/2 request the proxy got over http to the host its :authority names', async () => {
    const made = selfSignedCertificate(certDir);
    const proxied = buildServer({ siteRoot: dir, trustProxy: 1, tls: { cert: made.cert, key: made.key } });
    onTestFinished(() => proxied.close());
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const proxiedPort = (proxied.server.address() as AddressInfo).port;
    const session = connect(`https://localhost:${proxiedPort}`, { ca: made.cert });
    onTestFinished(() => session.close());
    const headers = await h2Get(session, { ':path': '/about/team', 'x-forwarded-proto': 'http' });
    expect(headers[':status']).toBe(301);
    expect(headers.location).toBe('https://localhost/about/team');
  });

  it('drains with idle HTTP/2 and HTTP/1.1 connections open: closes them and stops at once', async () => {
    const made = selfSignedCertificate(certDir);
    const lifecycle = createLifecycle();
    const draining = buildServer({ siteRoot: dir, lifecycle, tls: { cert: made.cert, key: made.key } });
    await draining.listen({ port: 0, host: '127.0.0.1' });
    const drainingPort = (draining.server.address() as AddressInfo).port;
    const session = connect(`https://localhost:${drainingPort}`, { ca: made.cert });
    expect((await h2Get(session, { ':path': '/' }))[':status']).toBe(200);
    const goaway = new Promise((resolve) => session.once('goaway', resolve));
    const agent = new HttpsAgent({ keepAlive: true, ca: made.cert });
    onTestFinished(() => agent.destroy());
    await new Promise<void>((resolve, reject) => {
      httpsRequest({ host: 'localhost', port: drainingPort, path: '/', agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    const log = { info: () => undefined, warn: () => undefined };
    const started = performance.now();
    expect(await drainAndClose(draining, lifecycle, { deadlineMs: 5_000, quietMs: 50, log })).toBe('clean');
    expect(performance.now() - started).toBeLessThan(2_000);
    await goaway;
  });
});

describe('HSTS and the redirect behind a proxy', () => {
  let dir: string;
  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  let withOrigin: FastifyInstance;

  beforeAll(async () => {
    dir = await writeFixtureExport();
    direct = buildServer({ siteRoot: dir });
    proxied = buildServer({ siteRoot: dir, trustProxy: 1 });
    withOrigin = buildServer({ siteRoot: dir, trustProxy: 1, publicOrigin: 'https://www.larkspur.example' });
    await Promise.all([direct.ready(), proxied.ready(), withOrigin.ready()]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close(), withOrigin.close()]);
    await removeFixtureExport(dir);
  });

  it('sends no HSTS over plain HTTP', async () => {
    const response = await direct.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('without TRUST_PROXY, ignores X-Forwarded-Proto: no redirect, no HSTS', async () => {
    for (const proto of ['http', 'https']) {
      const response = await direct.inject({ url: '/', headers: { 'x-forwarded-proto': proto } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('redirects what the proxy received over http to the same address over https', async () => {
    const response = await proxied.inject({
      url: '/health-insurance?state=nsw',
      headers: { host: 'www.larkspur.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://www.larkspur.example/health-insurance?state=nsw');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('never redirects to the host X-Forwarded-Host names', async () => {
    const evil = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' };
    const toHost = await proxied.inject({ url: '/a', headers: { host: 'www.larkspur.example', ...evil } });
    expect(toHost.statusCode).toBe(301);
    expect(toHost.headers.location).toBe('https://www.larkspur.example/a');
    const toOrigin = await withOrigin.inject({ url: '/a?b=1', headers: { host: 'evil.example', ...evil } });
    expect(toOrigin.statusCode).toBe(301);
    expect(toOrigin.headers.location).toBe('https://www.larkspur.example/a?b=1');
  });

  it('reads X-Forwarded-Proto as the trusted proxy wrote it (its own entry, the last)', async () => {
    const response = await proxied.inject({
      url: '/',
      headers: { host: 'www.larkspur.example', 'x-forwarded-proto': 'https, http' },
    });
    expect(response.statusCode).toBe(301);
  });

  it('serves what the proxy received over https, with HSTS', async () => {
    const response = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('serves a request without the header as it is (a health check straight to the server)', async () => {
    const response = await proxied.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});
