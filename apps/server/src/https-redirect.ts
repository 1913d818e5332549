// Sending plain-HTTP visitors to HTTPS: the plain listener beside an HTTPS server (HTTP_REDIRECT_PORT) and, behind
// a proxy (TRUST_PROXY), requests the proxy says arrived as http. Either way a 301 to the same path on the site's
// public origin (PUBLIC_ORIGIN) or, without one, on the request's own Host: never to a host a proxy header names.
import { createServer } from 'node:http';
import type { Server } from 'node:http';

// A host name, IPv4 or bracketed IPv6 address, with an optional port: anything else is not a host to send anyone to.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The HTTPS address of a request: its host (without the port it came in on) on `httpsPort` (left out when 443),
 * and its path and query as sent. Null when the Host header is missing or not a host.
 */
export function httpsLocation(hostHeader: string | undefined, url: string, httpsPort = 443): string | null {
  const host = hostHeader?.trim() ?? '';
  if (!HOST.test(host) || host.length > 255) return null;
  const name = host.replace(/:\d+$/, '');
  const path = url.startsWith('/') ? url : `/${url}`;
  return `https://${name}${httpsPort === 443 ? '' : `:${httpsPort}`}${path}`;
}

/** The site's public origin over HTTPS, with `url`'s path and query. */
export function publicLocation(publicOrigin: string, url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  return `https://${new URL(publicOrigin).host}${path}`;
}

/** Where a plain-HTTP request goes: the public origin when there is one, else its own Host on `httpsPort`. */
export function redirectLocation(
  publicOrigin: string | null,
  hostHeader: string | undefined,
  url: string,
  httpsPort = 443,
): string | null {
  return publicOrigin ? publicLocation(publicOrigin, url) : httpsLocation(hostHeader, url, httpsPort);
}

/** The plain-HTTP listener that answers every request with a 301 to the same address over HTTPS. */
export function createRedirectServer(httpsPort: number, publicOrigin: string | null = null): Server {
  return createServer((request, response) => {
    const location = redirectLocation(publicOrigin, request.headers.host, request.url ?? '/', httpsPort);
    const headers = {
      'content-length': '0',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    };
    if (location === null) response.writeHead(400, headers).end();
    else response.writeHead(301, { ...headers, location }).end();
  });
}
