// Behind a proxy that appends to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for and the common load
// balancers do: the visitor is the address the trusted proxy saw, whatever the visitor wrote in the header, so a
// per-client limit cannot be dodged by writing a new address each time.
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import type { TrustProxy } from '../src/config';

/** Where the visitor is, as the proxy sees it (the test's client is on loopback, like the proxy itself). */
const VISITOR = '192.0.2.50';

/** A reverse proxy to `port` that appends the visitor's address to X-Forwarded-For. */
function appendingProxy(port: number): Server {
  return createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], VISITOR].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** 60 sends, each claiming a new address, to distinct contacts: how many got through? */
async function sendsThatPass(port: number, forwardedFor: (n: number) => string): Promise<number> {
  let passed = 0;
  for (let n = 0; n < 60; n += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/api/otp/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(n) },
      body: JSON.stringify({ contact: `visitor${n}@example.com` }),
    });
    if (response.status === 200) passed += 1;
    else expect(response.status).toBe(429);
  }
  return passed;
}

describe.each<[string, TrustProxy]>([
  ['a hop count (TRUST_PROXY=1)', 1],
  ['the proxy’s address (TRUST_PROXY=127.0.0.1)', ['127.0.0.1']],
])('behind an appending proxy, trusted by %s', (_how, trustProxy) => {
  let app: FastifyInstance;
  let proxy: Server;
  let proxyPort: number;
  beforeEach(async () => {
    app = buildServer({ trustProxy });
    proxy = appendingProxy(
      await app.listen({ port: 0, host: '127.0.0.1' }).then(() => (app.server.address() as AddressInfo).port),
    );
    proxyPort = await listen(proxy);
  });
  afterEach(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await app.close();
  });

  it('holds the limit of 10 sends a minute however the visitor writes X-Forwarded-For', async () => {
    expect(await sendsThatPass(proxyPort, (n) => `203.0.113.${n}`)).toBe(10);
  });
});

describe('straight to a server that trusts one proxy', () => {
  it('counts the entry a proxy would have added, not the ones before it', async () => {
    const app = buildServer({ trustProxy: 1 });
    onTestFinished(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    expect(await sendsThatPass(port, (n) => `198.51.100.${n}, 203.0.113.7`)).toBe(10);
  });
});
