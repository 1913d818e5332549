// The consumer tests: each example app is copied out of the repository, installs the packed tarballs from .packs/,
// is built and served under a strict CSP, then checked in Debian's Chromium (examples/README.md).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@ds/scripts/ensure-chromium.mjs';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/helpers/global-setup.ts',
  // One app at a time: installs and builds are the slow part and must not compete for the two cores.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/consumers.json' }]],
  outputDir: '../test-results/consumers-artifacts',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
