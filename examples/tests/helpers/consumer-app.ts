// Copies an example app out of the repository (so nothing resolves to a workspace), installs the packed tarballs
// into the copy, builds it and serves the build under the strict CSP of csp-server.mjs.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startCspServer } from '../../csp-server.mjs';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const packsDir = path.join(repoRoot, '.packs');

/** The tarballs `npm run packages` wrote, by package name: { '@ds/ui': '/…/.packs/ds-ui-<version>.tgz', … }. */
export function packedTarballs(): [name: string, file: string][] {
  let files: string[] = [];
  try {
    files = readdirSync(packsDir).filter((file) => /^ds-.+\.tgz$/.test(file));
  } catch {
    return [];
  }
  return files.map((file) => [
    `@ds/${file.replace(/^ds-/, '').replace(/-\d+\.\d+\.\d+.*$/, '')}`,
    path.join(packsDir, file),
  ]);
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`)),
    );
  });
}

export interface ConsumerApp {
  /** The temporary copy, with its node_modules. */
  dir: string;
  /** Where its build is served. */
  url: string;
  /** The token values as the installed @ds/tokens exports them. */
  tokenValue: (theme: string, path: string) => string;
  /** Stops the server and deletes the copy. */
  close: () => Promise<void>;
}

/** @param name the folder under examples/; @param outDir where its build lands (dist, out). */
export async function prepareConsumerApp(name: string, outDir: string): Promise<ConsumerApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `ds-${name}-`));
  const close = async (server?: { close: () => Promise<void> }) => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const source = path.join(repoRoot, 'examples', name);
    const skipped = new Set(['node_modules', 'dist', 'out', '.next', 'package-lock.json', 'next-env.d.ts']);
    await cp(source, dir, { recursive: true, filter: (file) => !skipped.has(path.basename(file)) });
    // The same as `npm install <the three tarballs>`, whatever version `npm run packages` just packed.
    const manifestFile = path.join(dir, 'package.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    for (const [packageName, file] of packedTarballs()) manifest.dependencies[packageName] = `file:${file}`;
    await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
    await run('npm', ['run', 'build'], dir);

    const tokensModule = createRequire(manifestFile).resolve('@ds/tokens');
    const tokens = await import(pathToFileURL(tokensModule).href);
    const server = await startCspServer({ root: path.join(dir, outDir) });
    return {
      dir,
      url: server.url,
      tokenValue: (theme, tokenPath) => String(tokens.tokenValue(theme, tokenPath)),
      close: () => close(server),
    };
  } catch (error) {
    await close();
    throw error;
  }
}
