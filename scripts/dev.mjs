// `npm run dev`: the JSON API (port 3001) and Next's dev server with hot reload (port 3000, proxying the API).
import { spawn, spawnSync } from 'node:child_process';
import { repoRoot } from './lib/paths.mjs';

const tokens = spawnSync('npm', ['run', 'tokens'], { cwd: repoRoot, stdio: 'inherit' });
if (tokens.status !== 0) process.exit(tokens.status ?? 1);

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_ONLY: '1', PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@ds/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, PORT: process.env.PORT ?? '3000' },
  }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
