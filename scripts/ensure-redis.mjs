// Makes sure Debian's redis-server is installed for the store tests (the Redis store and its outage tests).
// As root it installs the `redis-server` package without starting its service (the tests start their own
// servers on loopback ports); otherwise it stops with one line naming the package.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

// Debian's maintainer scripts ask this file whether they may start a service; exit code 101 means "no".
const POLICY_RC = '/usr/sbin/policy-rc.d';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

export function ensureRedis() {
  if (existsSync(REDIS_SERVER_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `redis-server not found at ${REDIS_SERVER_PATH}: install the Debian package "redis-server" (apt-get install redis-server).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian redis-server for the store tests...');
  const hadPolicy = existsSync(POLICY_RC);
  if (!hadPolicy) writeFileSync(POLICY_RC, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    if (
      !run('apt-get', ['update', '-qq']) ||
      !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'])
    ) {
      console.error('Could not install the Debian package "redis-server".');
      process.exit(1);
    }
  } finally {
    if (!hadPolicy) rmSync(POLICY_RC, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureRedis();
