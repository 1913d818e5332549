// Type declarations for a built package: the TypeScript compiler emits a `.d.ts` beside each output module, then
// every import in them is made one a consumer's TypeScript resolves under any module setting: relative imports
// name their file (`./Button.js`, as `moduleResolution: node16` requires of ES modules), and imports of this
// repository's private workspaces (`@ds/api/errors`) point at the copies built into the package's `internal/`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';
import { internalFolder } from './library.mjs';

const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

/**
 * @param {object} options
 * @param {string} options.packageDir the workspace package (packages/ui)
 * @param {string[]} options.sources the source files whose declarations ship (entries; their imports follow)
 * @param {string[]} options.privateWorkspaces workspace names built into the package (`@ds/api`)
 * @param {string} options.outDir the built package's module folder
 */
export async function emitDeclarations({ packageDir, sources, privateWorkspaces, outDir }) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'ds-declarations-'));
  try {
    const config = path.join(tmp, 'tsconfig.json');
    await writeFile(
      config,
      JSON.stringify({
        extends: path.join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          rootDir: path.join(repoRoot, 'packages'),
          outDir: path.join(tmp, 'out'),
          types: [],
          // Resolved as source rather than through node_modules, so their declarations are emitted too (only the
          // modules the package reaches).
          paths: Object.fromEntries(
            privateWorkspaces.map((name) => [
              `${name}/*`,
              [path.join(repoRoot, 'packages', name.replace('@ds/', ''), 'src/*')],
            ]),
          ),
        },
        files: [path.join(repoRoot, 'types/global.d.ts'), ...sources],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', config],
      {
        encoding: 'utf8',
      },
    );
    if (tsc.status !== 0) throw new Error(`tsc failed for ${packageDir}:\n${tsc.stdout}${tsc.stderr}`);

    // The package's own declarations, then the private workspaces' under internal/.
    const emitted = path.join(tmp, 'out');
    const own = path.join(emitted, path.basename(packageDir), 'src');
    await cp(own, outDir, { recursive: true });
    for (const workspace of privateWorkspaces) {
      const folder = path.join(emitted, workspace.replace('@ds/', ''), 'src');
      if (!existsSync(folder)) continue;
      const target = path.join(outDir, internalFolder(workspace));
      await mkdir(target, { recursive: true });
      await cp(folder, target, { recursive: true });
    }
    for (const file of await readdir(outDir, { recursive: true }))
      if (file.endsWith('.d.ts')) await fullySpecify(path.join(outDir, file), outDir, privateWorkspaces);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Rewrites one declaration file's imports (see the header). */
async function fullySpecify(file, outDir, privateWorkspaces) {
  const text = await readFile(file, 'utf8');
  const here = path.dirname(file);
  const rewritten = text.replace(SPECIFIER, (match, keyword, quote, specifier) => {
    let target = null;
    const workspace = privateWorkspaces.find((name) => specifier.startsWith(`${name}/`));
    if (workspace) {
      target = path.join(outDir, internalFolder(workspace), specifier.slice(workspace.length + 1));
    } else if (specifier.startsWith('.')) {
      target = path.resolve(here, specifier);
    }
    if (target === null || /\.(?:js|css|json)$/.test(specifier)) return match;
    const module = existsSync(`${target}.d.ts`) ? `${target}.js` : path.join(target, 'index.js');
    if (!existsSync(module.replace(/\.js$/, '.d.ts')))
      throw new Error(`${specifier} in ${file}: no declaration`);
    let relative = path.relative(here, module).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `${keyword}${quote}${relative}${quote}`;
  });
  if (rewritten !== text) await writeFile(file, rewritten);
}
