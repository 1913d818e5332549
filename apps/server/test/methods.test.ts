// Every answer has one shape: a method a path does not have is 405 with the methods it has (Allow), a method
// Fastify does not route (WebDAV's) gets the same, and a request Node's parser refuses (headers too large) gets
// the JSON error body and the security headers like any other.
import { connect } from 'node:net';
import { SECURITY_HEADERS, STRICT_CSP } from '../src/security-headers';
import { listenOnFixture } from './fixture';
import type { ListeningFixture } from './fixture';

/** Sends `raw` over a socket and resolves with the whole answer (status, lower-case headers, body). */
function rawRequest(port: number, raw: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const request = (method: string, path: string, extra = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n${extra}\r\n`;

describe('methods and error shapes', () => {
  let served: ListeningFixture;
  let port: number;
  beforeAll(async () => {
    served = await listenOnFixture();
    port = served.port;
  });
  afterAll(() => served.close());

  it.each([
    ['GET', '/api/otp/send', 'POST'],
    ['PUT', '/api/otp/send', 'POST'],
    ['DELETE', '/api/otp/verify', 'POST'],
    ['POST', '/api/quotes/AAAAAAAAAAAAAAAAAAAAAA', 'GET, HEAD'],
    ['GET', '/api/quotes', 'POST'],
    ['GET', '/api/applications', 'POST'],
    ['POST', '/api/providers', 'GET, HEAD'],
    ['DELETE', '/api/applications/AAAAAAAAAAAAAAAAAAAAAA', 'GET, HEAD'],
    // The prefix with a slash is the quote route with an empty id (answered 404 not_found); saves go to /api/quotes.
    ['PUT', '/api/quotes/', 'GET, HEAD'],
    ['PUT', '/%61pi/otp/send', 'POST'],
    ['POST', '/healthz', 'GET, HEAD'],
    ['PROPFIND', '/api/otp/send', 'POST'],
    ['MKCOL', '/api/quotes', 'POST'],
  ])('answers %s %s with a JSON 405 that allows %s', async (method, path, allow) => {
    const response = await rawRequest(port, request(method, path));
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'method_not_allowed', message: `Only ${allow} are supported` },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['GET', 'PROPFIND', 'DELETE'])(
    'answers %s of an API path that does not exist with a JSON 404',
    async (method) => {
      const response = await rawRequest(port, request(method, '/api/nowhere'));
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body).error.code).toBe('not_found');
    },
  );

  it.each(['PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH'])(
    'answers WebDAV’s %s on a page with the site’s plain 405, not the framework’s body',
    async (method) => {
      const response = await rawRequest(port, request(method, '/about/team'));
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body).toBe('405 Method Not Allowed\n');
      expect(response.headers['content-security-policy']).toBe(STRICT_CSP);
    },
  );

  it('answers headers that are too large with the JSON error shape and the security headers', async () => {
    const response = await rawRequest(
      port,
      request('GET', '/api/otp/inbox', `X-Big: ${'x'.repeat(20_000)}\r\n`),
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large' },
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
    expect(response.headers['content-security-policy']).toBe(STRICT_CSP);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
