// Installs a Debian package a test or tool needs when its program is missing (Chromium, redis-server, openssl):
// as root with apt-get, without starting any service it ships; otherwise it stops with one line naming the package.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// Debian's maintainer scripts ask this file whether they may start a service; exit code 101 means "no".
const POLICY_RC = '/usr/sbin/policy-rc.d';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * @param {string} program the path of the program the package provides
 * @param {string} name the Debian package
 * @param {string} purpose what it is needed for, in words ('for the browser tests')
 */
export function ensureDebianPackage(program, name, purpose) {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${program} not found: install the Debian package "${name}" (apt-get install ${name}).`);
    process.exit(1);
  }
  console.log(`Installing Debian ${name} ${purpose}...`);
  const hadPolicy = existsSync(POLICY_RC);
  if (!hadPolicy) writeFileSync(POLICY_RC, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    if (
      !run('apt-get', ['update', '-qq']) ||
      !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name])
    ) {
      console.error(`Could not install the Debian package "${name}".`);
      process.exit(1);
    }
  } finally {
    if (!hadPolicy) rmSync(POLICY_RC, { force: true });
  }
}
