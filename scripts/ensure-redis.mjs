// Makes sure Debian's redis-server is installed for the store tests (the Redis store and its outage tests).
// As root it installs the `redis-server` package without starting its service (the tests start their own
// servers on loopback ports); otherwise it stops with one line naming the package.
import { ensureDebianPackage } from './lib/debian-package.mjs';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export function ensureRedis() {
  ensureDebianPackage(REDIS_SERVER_PATH, 'redis-server', 'for the store tests');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureRedis();
