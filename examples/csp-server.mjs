// Serves a built example (Vite's dist/ or Next's out/) from memory on 127.0.0.1 with the strict
// Content-Security-Policy the examples must run under. Inline scripts are allowed only by the sha256 hash of each
// page's own (Next's static export has a few per page; Vite's build has none), computed here over the exact bytes
// served. Usage: node examples/csp-server.mjs <dir> [port]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export const CSP_DIRECTIVES = Object.freeze([
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
]);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The policy for one page: script-src also names the hash of each inline script the page carries. */
export function contentSecurityPolicy(html = '') {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, body]) => body.length > 0)
    .map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return CSP_DIRECTIVES.map((directive) =>
    directive.startsWith('script-src') && hashes.length ? `${directive} ${hashes.join(' ')}` : directive,
  ).join('; ');
}

function loadFiles(root) {
  const files = new Map();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, readFileSync(file));
  }
  return files;
}

/** `/` and `/a/` take their index.html, `/page` takes page.html (Next's export without trailing slashes). */
function lookUp(files, pathname) {
  for (const candidate of [pathname, `${pathname}index.html`, `${pathname}.html`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Starts the server; resolves once it listens, with its URL and a close function. */
export function startCspServer({ root, port = 0 }) {
  const files = loadFiles(path.resolve(root));
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const found = lookUp(files, decodeURIComponent(pathname));
    const name = found ?? (files.has('/404.html') ? '/404.html' : null);
    const body = name ? files.get(name) : Buffer.from('Not found');
    const type = name ? (TYPES[path.extname(name)] ?? 'application/octet-stream') : TYPES['.txt'];
    response.writeHead(found ? 200 : 404, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Content-Security-Policy': contentSecurityPolicy(
        type.startsWith('text/html') ? body.toString('utf8') : '',
      ),
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = server.address();
      resolve({
        url: `http://127.0.0.1:${listening}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, port] = process.argv.slice(2);
  if (!root) {
    console.error('Usage: node examples/csp-server.mjs <built dir> [port]');
    process.exit(1);
  }
  const { url } = await startCspServer({ root, port: Number(port ?? 4400) });
  console.log(`Serving ${root} at ${url} with a strict Content-Security-Policy`);
}
