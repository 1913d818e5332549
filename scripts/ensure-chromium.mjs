// Makes sure Debian's Chromium is installed for the browser tests and the benchmark.
// As root it installs the `chromium` package; otherwise it stops with one line naming the package.
import { ensureDebianPackage } from './lib/debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a machine whose only network is loopback. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);

export function ensureChromium() {
  ensureDebianPackage(CHROMIUM_PATH, 'chromium', 'for the browser tests');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
