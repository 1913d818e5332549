// `npm run screenshots [path ...]`: full-page screenshots at 375px and 1440px wide (of every variant's home
// when no path is given), written to test-results/screenshots/, to look at the site as a visitor sees it.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.mjs';
import { variantConfigs } from '@ds/site/data';
import { ensureBuild } from './lib/ensure-build.mjs';
import { repoRoot } from './lib/paths.mjs';

const DEFAULT_PATHS = Object.values(variantConfigs).map((config) => config.homePath);
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
    args: [...CHROMIUM_ARGS],
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
