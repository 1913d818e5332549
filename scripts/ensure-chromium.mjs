// Makes sure Debian's Chromium is installed for the browser tests and the benchmark.
// As root it installs the `chromium` package; otherwise it stops with one line naming the package.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}: install the Debian package "chromium" (apt-get install chromium).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  if (
    !run('apt-get', ['update', '-qq']) ||
    !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'])
  ) {
    console.error('Could not install the Debian package "chromium".');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
