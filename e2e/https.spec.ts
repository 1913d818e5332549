// The site over HTTPS as production serves it: the server started here with a certificate made by openssl for
// this run (TLS_CERT, TLS_KEY) and a plain-HTTP listener redirecting to it (HTTP_REDIRECT_PORT). Pages arrive over
// HTTP/2 with HSTS and the strict CSP, every script and stylesheet carries an integrity hash and still runs
// (hydration, client navigation, the search's worker), and the corporate-mode cookie is Secure and SameSite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Response } from '@playwright/test';
import { freePort, logTail, startChild, stopProcess } from '@ds/scripts/lib/bench-process.mjs';
import type { StartedChild } from '@ds/scripts/lib/bench-process.mjs';
import { COMPILE_HINT } from '@ds/scripts/lib/compile-hints.mjs';
import { selfSignedCertificate } from '@ds/scripts/lib/self-signed-cert.mjs';
import { collectConsoleErrors } from './helpers/console';

const repoRoot = path.resolve(import.meta.dirname, '..');
let server: StartedChild;
let workDir: string;
let origin: string;
let redirectPort: number;
let httpsPort: number;

test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-https-'));
  const { certFile, keyFile } = selfSignedCertificate(workDir);
  [httpsPort, redirectPort] = [await freePort(), await freePort()];
  origin = `https://localhost:${httpsPort}`;
  server = startChild('https server', process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(httpsPort),
      HOST: '127.0.0.1',
      TLS_CERT: certFile,
      TLS_KEY: keyFile,
      HTTP_REDIRECT_PORT: String(redirectPort),
    },
    logFile: path.join(workDir, 'server.log'),
  });
  // The plain listener starts last: once it redirects, the HTTPS server is up.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exited) throw new Error(`the server exited (${server.exitInfo})\n${logTail(server)}`);
    const answer = await fetch(`http://127.0.0.1:${redirectPort}/healthz`, { redirect: 'manual' }).catch(
      () => null,
    );
    if (answer?.status === 301) break;
    if (Date.now() > deadline) throw new Error(`the server did not start\n${logTail(server)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  await stopProcess(server);
  rmSync(workDir, { recursive: true, force: true });
});

/** The scripts and stylesheets the served HTML names without an integrity hash (chunks the app loads later,
 * by its own script elements, are not in the HTML). */
async function withoutIntegrity(response: Response | null): Promise<string[]> {
  const html = (await response?.text()) ?? '';
  const tags = html.match(/<script\b[^>]*\ssrc=[^>]*>|<link\b[^>]*\srel="stylesheet"[^>]*>/g) ?? [];
  return tags.filter((tag) => !/\sintegrity="sha256-[A-Za-z0-9+/]{43}="/.test(tag));
}

/** The scripts the served HTML names whose first line is not V8's compile hint (scripts/lib/compile-hints.mjs). */
async function withoutCompileHint(response: Response | null, request: APIRequestContext): Promise<string[]> {
  const html = (await response?.text()) ?? '';
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const missing: string[] = [];
  for (const src of sources) {
    const body = await (await request.get(`${origin}${src}`)).text();
    if (!body.startsWith(COMPILE_HINT)) missing.push(src);
  }
  return missing;
}

test('a page arrives over HTTP/2 with HSTS, the strict CSP and integrity on every script and stylesheet', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto(`${origin}/health-insurance`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().nextHopProtocol),
  ).toBe('h2');
  expect(await page.locator('script[src][integrity]').count()).toBeGreaterThan(0);
  expect(await withoutIntegrity(response)).toEqual([]);
  // Each script it runs at start is compiled as it downloads, and still matches its hash (it hydrates below).
  expect(await withoutCompileHint(response, page.request)).toEqual([]);

  // Hydrated: a link is followed by the app router (the document stays), and Back returns.
  await page.evaluate(() => ((window as { marker?: boolean }).marker = true));
  await page
    .getByRole('main')
    .getByRole('link', { name: /hospital/i })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/health-insurance$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/health-insurance`);
  expect(errors).toEqual([]);
});

test('plain HTTP is answered with a 301 to the same address over HTTPS', async ({ request }) => {
  const response = await request.get(`http://localhost:${redirectPort}/search?q=bronze`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`https://localhost:${httpsPort}/search?q=bronze`);
  expect(response.headers()['strict-transport-security']).toBeUndefined();
});

test('the search runs under the strict CSP and integrity: by the API, and by Pagefind’s worker and WebAssembly', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page, { expectedStatusFor: '/api/search' });
  for (const withApi of [true, false]) {
    // Without the API (as on a static host), the page searches with Pagefind in its worker.
    if (!withApi) await page.route('**/api/search?*', (route) => route.fulfill({ status: 404 }));
    const worker = withApi ? null : page.waitForEvent('worker');
    const response = await page.goto(`${origin}/search?q=bronze`);
    expect(await withoutIntegrity(response)).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: /results for “bronze”/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
    if (worker) expect(new URL((await worker).url()).pathname).toBe('/pagefind/pagefind-worker.js');
  }
  expect(errors).toEqual([]);
});

test('pages with scripts of their own load cleanly: the live code block, a product, the second brand', async ({
  page,
}) => {
  for (const pagePath of ['/components/code-block', '/health-insurance/hospital/hospital-bronze', '/gu']) {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(`${origin}${pagePath}`);
    if (pagePath === '/components/code-block') {
      // The live code block's compiler comes as the visitor scrolls to it, and colours the code once it has run.
      const live = page.locator('[data-example="live-editable"]');
      await live.getByRole('textbox', { name: 'Edit the code' }).scrollIntoViewIfNeeded();
      await expect(live.locator('.token').first()).toBeAttached();
    }
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await withoutIntegrity(response), pagePath).toEqual([]);
    expect(errors, pagePath).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('the corporate-mode cookie is Secure and SameSite over HTTPS', async ({ page, context }) => {
  await page.goto(`${origin}/?corporate=true`);
  const cookie = (await context.cookies(origin)).find((candidate) => candidate.name === 'corporate');
  expect(cookie).toMatchObject({ value: '1', secure: true, sameSite: 'Lax', path: '/' });
  await expect(page.locator('html')).toHaveAttribute('data-corporate', '');
});
