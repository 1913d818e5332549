// Builds the static export, and bundles the server, only when either is missing or older than any source file it
// is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildStamp, repoRoot, serverBundle } from './paths.mjs';

const SOURCE_ROOTS = ['apps/web', 'packages', 'package-lock.json', 'postcss.config.mjs'];
// The server bundle's: its code, the workspace packages bundled into it (the export's file names among them), and
// what decides which packages stay external (the bundling script, the installed packages).
const SERVER_SOURCE_ROOTS = ['apps/server/src', 'packages', 'scripts/build-server.mjs', 'package-lock.json'];
const SKIP = new Set(['node_modules', '.next', 'out', 'dist', 'test-results']);

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Whether `built` exists and is no older than any file under `roots` (relative to the repo root). */
function isFresh(built, roots) {
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return roots.every((root) => newestMtime(path.join(repoRoot, root)) <= builtAt);
}

export function exportIsFresh() {
  return isFresh(buildStamp, SOURCE_ROOTS);
}

export function ensureBuild() {
  if (exportIsFresh()) return;
  console.log('Building the site (the export is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export const serverBundleIsFresh = () => isFresh(serverBundle, SERVER_SOURCE_ROOTS);

/** Bundles the server (well under a second) when apps/server/dist/server.mjs is missing or stale. */
export async function ensureServerBundle() {
  if (serverBundleIsFresh()) return;
  console.log('Bundling the server (the bundle is missing or older than its sources)...');
  // Loaded only here: a start with a fresh bundle does not load esbuild.
  const { buildServerBundle } = await import('../build-server.mjs');
  await buildServerBundle();
}
