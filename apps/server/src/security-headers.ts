// The security headers every response carries (pages, assets, API, errors), and the page CSP built from the
// build's inline-script hashes: together they earn Mozilla Observatory's A+.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EVAL_PAGES } from '@ds/site/data';
import { SEARCH_PAGE_PATHS } from '@ds/site/search';

/**
 * Directives of a page's CSP: nothing by default, and each kind of thing a page loads allowed from the site itself.
 * No 'unsafe-inline' scripts: Next's inline bootstrap scripts are allowed by hash. No 'strict-dynamic' (it makes
 * browsers ignore 'self' and blocks Next's script tags) and no upgrade-insecure-requests (the site is also served
 * over plain http on localhost). Workers (the search's) fall back to script-src; nothing is framed or embedded.
 */
export function pageCsp(scriptHashes: readonly string[], extraScriptSources: readonly string[] = []): string {
  const scriptSrc = ["'self'", ...extraScriptSources, ...scriptHashes].join(' ');
  return [
    "default-src 'none'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Extra `script-src` sources for the few exported pages that cannot work without them, keyed by the page's HTML
 * file in the export. Every other page keeps the strict policy.
 * - the live code block's page (`EVAL_PAGES`): react-live compiles the code a reader types with `new Function`,
 *   which only 'unsafe-eval' permits. Scripts still load only from the site itself or by hash, and the page shows
 *   nothing from anyone but the reader, so eval only ever runs the page's own examples and the reader's edits, in
 *   their tab. (The CSP of the document a visitor loads stays in force as the app router changes pages, so links
 *   to it load it as a document.)
 * - each variant's search page (`searchPath`): Pagefind searches with WebAssembly, which needs 'wasm-unsafe-eval'
 *   (compiling WebAssembly only, not JavaScript eval) where it runs on the page itself. It normally runs in its
 *   worker, under the worker's own policy (SEARCH_WORKER_CSP), so a search page reached by client navigation from
 *   any other page still searches.
 */
export const PAGE_SCRIPT_SOURCES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  ...Object.fromEntries(
    Object.entries(EVAL_PAGES).map(([path, sources]) => [`${path.slice(1)}.html`, sources]),
  ),
  ...Object.fromEntries(
    SEARCH_PAGE_PATHS.map((searchPath) => [
      `${searchPath.slice(1)}.html`,
      Object.freeze(["'wasm-unsafe-eval'"]),
    ]),
  ),
});

/** For everything that is not a page (API, scripts, styles, payloads, plain errors): nothing may load or frame it. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A worker runs under the CSP of its own script's response: Pagefind's search worker compiles its WebAssembly and
 * fetches the index from the site, and nothing else.
 */
export const SEARCH_WORKER_CSP =
  "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";

/**
 * SVGs opened directly are documents: they may style themselves and use data: images, but still run nothing.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/**
 * Powerful features the site never uses, switched off; the one it uses, for its own pages only. Only features
 * Chromium recognises are listed (an unknown one such as interest-cohort logs a console error). The clipboard is
 * left alone: the one-time-code field reads it when Paste is pressed. Geolocation is the provider search's 'Use my
 * location', asked only when the visitor presses it; never for a frame from elsewhere.
 */
const OWN_ORIGIN_ONLY = ['geolocation'];
const SWITCHED_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  ...OWN_ORIGIN_ONLY.map((feature) => `${feature}=(self)`),
  ...SWITCHED_OFF.map((feature) => `${feature}=()`),
].join(', ');

/** Sent only over HTTPS: over plain HTTP a browser ignores it, and a scanner marks it down. */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
});

/** Headers that only advertise the stack. */
const REVEALING_HEADERS = ['x-powered-by', 'server', 'x-aspnet-version'];

/**
 * Sets the security headers on a reply; a CSP chosen earlier (a page's own) is kept. HSTS goes on replies to
 * requests that came over HTTPS (to this server, or to the proxy in front when TRUST_PROXY is on).
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (reply.request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', STRICT_CSP);
  for (const name of REVEALING_HEADERS) reply.removeHeader(name);
}

/** Adds the headers to every reply that goes through Fastify's send pipeline, errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    applySecurityHeaders(reply);
    done(null, payload);
  });
}
