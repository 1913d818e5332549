// `npm start`: builds the static export if it is missing or stale, then runs the production server in the
// foreground, passing PORT, HOST and the rest of the environment through. The server is the bundle
// apps/server/dist/server.mjs (scripts/build-server.mjs), run by plain node: no TypeScript loader in production.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureBuild, ensureServerBundle } from './lib/ensure-build.mjs';
import { repoRoot, serverBundle } from './lib/paths.mjs';

// Serving another export (SITE_ROOT) or the API alone needs no build of apps/web.
if (!process.env.SITE_ROOT && process.env.API_ONLY !== '1') ensureBuild();
// The site's build bundles the server too; otherwise it is bundled here when missing or stale (well under a second).
await ensureServerBundle();

const server = spawn(process.execPath, [serverBundle], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});

// Ctrl-C signals the whole process group; forwarding as well covers `kill <this pid>`. The server closes once
// and ignores the repeat, and this process stays up until it has exited.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error('Could not start the server:', error.message);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // A signal death is reported the way shells do: 128 + the signal number.
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
