// The throughput baseline: a plain node:http static file server that stats and streams the file from disk on every
// request (no cache in memory), serving the build's precompressed `.br`/`.gz` sibling when the client accepts it.
// Run: node scripts/lib/bench-static-server.mjs <exportDir> [port]   (prints {"port":N} once listening on 127.0.0.1)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

// Roughly the header weight a production static server adds to every response.
const COMMON_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

async function fileStat(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** The file a URL path names: `/` -> index.html, `/a` -> a.html or a/index.html, `/x.js` -> x.js. */
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = decoded.replace(/^\/+/, '');
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.resolve(root, candidate);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    const info = await fileStat(file);
    if (info) return { file, info };
  }
  return null;
}

/** Whether an Accept-Encoding header accepts `token` (q > 0, by name or by `*`). */
export function accepts(header, token) {
  let named;
  let wildcard;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) || 0 : 1;
    if (name === token) named = q;
    else if (name === '*') wildcard = q;
  }
  return (named ?? wildcard ?? 0) > 0;
}

/** @param {string} exportDir */
export function createStaticServer(exportDir) {
  const root = path.resolve(exportDir);
  return http.createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD', ...COMMON_HEADERS }).end();
        return;
      }
      const found = await resolveFile(root, (request.url ?? '/').split('?')[0] ?? '/');
      if (!found) {
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...COMMON_HEADERS })
          .end('Not found');
        return;
      }
      const accept = String(request.headers['accept-encoding'] ?? '');
      let { file, info } = found;
      let encoding = null;
      for (const [token, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ]) {
        if (!accepts(accept, token)) continue;
        const sibling = await fileStat(file + suffix);
        if (sibling) {
          encoding = token;
          info = sibling;
          file += suffix;
          break;
        }
      }
      const immutable = found.file.includes(`${path.sep}_next${path.sep}static${path.sep}`);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
        'last-modified': info.mtime.toUTCString(),
        'cache-control': immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...COMMON_HEADERS,
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      const stream = createReadStream(file);
      stream.on('error', () => response.destroy());
      stream.pipe(response);
    } catch {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [exportDir, port = '0'] = process.argv.slice(2);
  if (!exportDir) {
    console.error('usage: node bench-static-server.mjs <exportDir> [port]');
    process.exit(2);
  }
  const server = createStaticServer(exportDir);
  server.keepAliveTimeout = 65_000;
  server.listen(Number(port), '127.0.0.1', () => {
    process.stdout.write(
      `${JSON.stringify({ port: /** @type {import('node:net').AddressInfo} */ (server.address()).port })}\n`,
    );
  });
  for (const name of ['SIGINT', 'SIGTERM']) process.on(name, () => process.exit(0));
}
