// `npm run dev`: the JSON API (port 3001) and Next's dev server with hot reload (port 3000, proxying the API).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const nextBin = createRequire(path.join(repoRoot, 'apps/web/package.json')).resolve('next/dist/bin/next');

const tokens = spawnSync('npm', ['run', 'tokens'], { cwd: repoRoot, stdio: 'inherit' });
if (tokens.status !== 0) process.exit(tokens.status ?? 1);
// The hero artwork the pages reference (skipped when the renditions are up to date).
const art = spawnSync(process.execPath, ['scripts/rasterise-art.mjs'], { cwd: repoRoot, stdio: 'inherit' });
if (art.status !== 0) process.exit(art.status ?? 1);
// Each brand's web app manifest and icons, which every page links.
const manifests = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-manifests.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (manifests.status !== 0) process.exit(manifests.status ?? 1);
// The documents' PDFs, whose sizes the document pages state.
const documents = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-documents.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (documents.status !== 0) process.exit(documents.status ?? 1);

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_ONLY: '1', PORT: apiPort },
  }),
  // Next's own binary, not `npm run`, so stopping this script stops the dev server too.
  spawn(
    process.execPath,
    [nextBin, 'dev', '--turbopack', '--hostname', '127.0.0.1', '--port', process.env.PORT ?? '3000'],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
