// `npm run screenshots [path ...]`: full-page screenshots of pages at 375px and 1440px wide, written to
// test-results/screenshots/, for looking at the site the way a visitor sees it.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';
import { repoRoot } from './lib/paths.mjs';

const DEFAULT_PATHS = [
  '/',
  '/shareholders/home',
  '/nz',
  '/foundation',
  '/thrive',
  '/providers',
  '/gu',
  '/international',
  '/overseas-students',
  '/overseas-working-visitors',
];
const WIDTHS = [375, 1440];
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4180);
const outDir = path.join(repoRoot, 'test-results/screenshots');

ensureBuild();
ensureChromium();
mkdirSync(outDir, { recursive: true });

const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const urlPath of paths) {
      await page.goto(`http://127.0.0.1:${PORT}${urlPath}`, { waitUntil: 'networkidle' });
      const name = `${urlPath.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join('test-results/screenshots', name));
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
