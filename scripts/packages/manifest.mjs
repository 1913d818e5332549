// The package.json of a built package, and the check that it declares every package its built files import: a
// consumer's install gets exactly what the modules and their declarations need, nothing left out.
import { readFile, readdir } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';

/** A bare specifier (a package's name, then any subpath) after `from`, `import` or `import(`. */
const IMPORT =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[^'"]*)?)['"]/g;
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The built modules and declarations under `dir`. */
const moduleFiles = async (dir) =>
  (await readdir(dir, { recursive: true }))
    .filter((file) => /\.(?:js|d\.ts)$/.test(file))
    .map((file) => path.join(dir, file));

/**
 * Whether a sibling package built before this one (packages/<name>/package/) exports `specifier`: a subpath the
 * workspace has but the published package lacks would not resolve for a consumer.
 */
async function siblingExports(name, specifier) {
  const built = path.join(repoRoot, 'packages', name.replace('@ds/', ''), 'package', 'package.json');
  const { exports } = JSON.parse(await readFile(built, 'utf8'));
  const subpath = `.${specifier.slice(name.length)}`;
  return Object.keys(exports).some((key) =>
    key.endsWith('*') ? subpath.startsWith(key.slice(0, -1)) : key === subpath,
  );
}

/**
 * The packages the built files import, after checking each is a declared dependency or peer of the workspace
 * and none is a private workspace (those are built into the package).
 */
export async function checkDeclaredImports(dist, workspace, privateWorkspaces) {
  const declared = new Set([
    ...Object.keys(workspace.dependencies ?? {}),
    ...Object.keys(workspace.peerDependencies ?? {}),
  ]);
  const imported = new Set();
  const problems = [];
  for (const file of await moduleFiles(dist)) {
    for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
      const name = packageName(specifier);
      if (builtinModules.includes(name) || name.startsWith('node:')) {
        problems.push(`${path.relative(dist, file)} imports ${specifier}, a Node module`);
      } else if (privateWorkspaces.includes(name) || !declared.has(name)) {
        problems.push(
          `${path.relative(dist, file)} imports ${specifier}, which ${workspace.name} does not declare`,
        );
      } else if (name.startsWith('@ds/') && !(await siblingExports(name, specifier))) {
        problems.push(`${path.relative(dist, file)} imports ${specifier}, which ${name} does not export`);
      } else {
        imported.add(name);
      }
    }
  }
  if (problems.length) throw new Error(`${workspace.name}:\n  ${problems.join('\n  ')}`);
  return imported;
}

/**
 * The range an installing app gets: the repository pins exact versions (one lockfile, the versions tested); a
 * package asks for those or any compatible release, so an app's own copy of a library is shared, not doubled.
 */
const caret = (range) => (/^\d+\.\d+\.\d+$/.test(range) ? `^${range}` : range);

/** The published package.json: the workspace's identity, the built exports, only the dependencies used. */
export async function publishedManifest(workspace, exports, imported) {
  const peers = workspace.peerDependencies ?? {};
  const dependencies = {};
  for (const name of [...imported].sort()) {
    if (name in peers) continue;
    dependencies[name] = caret(workspace.dependencies[name]);
  }
  return {
    name: workspace.name,
    version: workspace.version,
    description: workspace.description,
    license: workspace.license ?? 'UNLICENSED',
    type: 'module',
    // Importing a module has no effect but its stylesheet's: a bundler may drop any module a page does not use.
    sideEffects: ['**/*.css'],
    exports,
    ...(Object.keys(dependencies).length ? { dependencies } : {}),
    ...(Object.keys(peers).length
      ? {
          peerDependencies: Object.fromEntries(
            Object.entries(peers).map(([name, range]) => [name, caret(range)]),
          ),
        }
      : {}),
    // The code block's highlighter and live editor: installed only by apps that show code.
    ...(workspace.peerDependenciesMeta ? { peerDependenciesMeta: workspace.peerDependenciesMeta } : {}),
  };
}
