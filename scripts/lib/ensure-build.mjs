// Builds the static export only when it is missing or older than any source file it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildStamp, repoRoot } from './paths.mjs';

const SOURCE_ROOTS = ['apps/web', 'packages', 'package-lock.json', 'postcss.config.mjs'];
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

export function exportIsFresh() {
  if (!existsSync(buildStamp)) return false;
  const built = statSync(buildStamp).mtimeMs;
  return SOURCE_ROOTS.every((root) => newestMtime(path.join(repoRoot, root)) <= built);
}

export function ensureBuild() {
  if (exportIsFresh()) return;
  console.log('Building the site (the export is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
