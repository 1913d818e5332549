// `npm run packages`: builds @ds/tokens, @ds/icons and @ds/ui as another app installs them, each into
// packages/<name>/package/ (what `npm pack` of that folder ships): compiled ES modules with declarations, the
// compiled stylesheets, the README and CHANGELOG, and a package.json whose exports point at the built files and
// whose dependencies are exactly the packages the built files import. The site keeps importing the workspaces'
// source; nothing here changes them.
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../lib/paths.mjs';
import { buildLibrary, writeStylesheet } from './library.mjs';
import { emitDeclarations } from './declarations.mjs';
import { publishedManifest, checkDeclaredImports } from './manifest.mjs';

const packagesDir = path.join(repoRoot, 'packages');
/** The folder a workspace's installable package is assembled in. */
export const stagingDir = (name) => path.join(packagesDir, name, 'package');

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const exportFor = (file) => ({ types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` });

async function copyDocs(name, out) {
  for (const doc of ['README.md', 'CHANGELOG.md'])
    if (existsSync(path.join(packagesDir, name, doc)))
      await cp(path.join(packagesDir, name, doc), path.join(out, doc));
}

/** A React package: src/ built by Vite, declarations by tsc, stylesheets per entry and for all. */
async function buildReactPackage({
  name,
  entries,
  classPrefix,
  privateWorkspaces,
  extraExports = {},
  after,
}) {
  const workspace = await readJson(path.join(packagesDir, name, 'package.json'));
  const out = stagingDir(name);
  const dist = path.join(out, 'dist');
  await rm(out, { recursive: true, force: true });
  const declared = [
    ...Object.keys(workspace.dependencies ?? {}),
    ...Object.keys(workspace.peerDependencies ?? {}),
  ];
  const external = (id) =>
    declared.some((dep) => !privateWorkspaces.includes(dep) && (id === dep || id.startsWith(`${dep}/`)));
  const srcDir = path.join(packagesDir, name, 'src');
  const { entryStyles, allStyles } = await buildLibrary({
    srcDir,
    entries,
    external,
    classPrefix,
    outDir: dist,
  });
  await emitDeclarations({
    packageDir: path.join(packagesDir, name),
    sources: Object.values(entries),
    privateWorkspaces,
    outDir: dist,
  });

  const exports = { '.': exportFor('index') };
  for (const entry of Object.keys(entries).filter((entry) => entry !== 'index')) {
    const subpath = entry.replace(/\/index$/, '');
    exports[`./${subpath}`] = exportFor(entry);
    if (entryStyles[entry].trim()) {
      await writeStylesheet(
        path.join(dist, subpath, 'styles.css'),
        `${workspace.name}/${subpath}: its styles and those of the components it uses`,
        entryStyles[entry],
      );
      exports[`./${subpath}/styles.css`] = `./dist/${subpath}/styles.css`;
    }
  }
  await writeStylesheet(
    path.join(dist, 'styles.css'),
    `${workspace.name}: the styles of every component`,
    allStyles,
  );
  exports['./styles.css'] = './dist/styles.css';
  Object.assign(exports, extraExports);
  await after?.(out);

  const imports = await checkDeclaredImports(dist, workspace, privateWorkspaces);
  await writeFile(
    path.join(out, 'package.json'),
    `${JSON.stringify(await publishedManifest(workspace, exports, imports), null, 2)}\n`,
  );
  await copyDocs(name, out);
}

/** Each component folder with an index is an entry (`@ds/ui/button`); the test helpers are not shipped. */
async function folderEntries(srcDir, skip = []) {
  const entries = { index: path.join(srcDir, 'index.ts') };
  for (const folder of (await readdir(srcDir, { withFileTypes: true })).filter((d) => d.isDirectory()))
    if (!skip.includes(folder.name) && existsSync(path.join(srcDir, folder.name, 'index.ts')))
      entries[`${folder.name}/index`] = path.join(srcDir, folder.name, 'index.ts');
  return entries;
}

async function buildTokens() {
  const name = 'tokens';
  const workspace = await readJson(path.join(packagesDir, name, 'package.json'));
  const built = path.join(packagesDir, name, 'dist');
  const out = stagingDir(name);
  await rm(out, { recursive: true, force: true });
  await mkdir(path.join(out, 'dist/css/themes'), { recursive: true });
  // The typed values: the generated TS compiled to a module and its declarations.
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
      path.join(built, 'tokens.ts'),
      ...['--declaration', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler'],
      ...['--skipLibCheck', '--outDir', path.join(out, 'dist')],
    ],
    { encoding: 'utf8' },
  );
  if (tsc.status !== 0) throw new Error(`tsc failed for the tokens:\n${tsc.stdout}${tsc.stderr}`);
  // The stylesheets: as in the workspace, and one whole file per theme (base and the theme) to import alone.
  const css = path.join(built, 'css');
  for (const file of ['base.css', 'all-themes.css', 'primitives.css', 'custom-media.css'])
    await cp(path.join(css, file), path.join(out, 'dist/css', file));
  const base = await readFile(path.join(css, 'base.css'), 'utf8');
  for (const file of await readdir(path.join(css, 'themes'))) {
    await cp(path.join(css, 'themes', file), path.join(out, 'dist/css/themes', file));
    const theme = await readFile(path.join(css, 'themes', file), 'utf8');
    await writeFile(path.join(out, 'dist/css', file), `${base}\n${theme.replace(/^\/\*[^]*?\*\/\n/, '')}`);
  }
  const exports = {
    '.': exportFor('tokens'),
    './tokens': exportFor('tokens'),
    './css/*': './dist/css/*',
    './package.json': './package.json',
  };
  const imports = await checkDeclaredImports(path.join(out, 'dist'), workspace, []);
  await writeFile(
    path.join(out, 'package.json'),
    `${JSON.stringify(await publishedManifest(workspace, exports, imports), null, 2)}\n`,
  );
  await copyDocs(name, out);
}

async function buildIcons() {
  const srcDir = path.join(packagesDir, 'icons/src');
  await buildReactPackage({
    name: 'icons',
    entries: { index: path.join(srcDir, 'index.ts') },
    classPrefix: 'ds-icons',
    privateWorkspaces: [],
    extraExports: {
      './catalogue.json': './dist/catalogue.json',
      './sprite.svg': './dist/sprite.svg',
      './package.json': './package.json',
    },
    // The catalogue's metadata as data, for tools that list the icons without React; and every icon as a symbol of
    // one sprite, for a page that shows hundreds at once (`<use href="sprite.svg#phone">`).
    after: async (out) => {
      const { catalogue } = await import(path.join(srcDir, 'generated/catalogue.ts'));
      await writeFile(path.join(out, 'dist/catalogue.json'), `${JSON.stringify(catalogue, null, 2)}\n`);
      await cp(path.join(srcDir, 'generated/sprite.svg'), path.join(out, 'dist/sprite.svg'));
    },
  });
}

async function buildUi() {
  const srcDir = path.join(packagesDir, 'ui/src');
  await buildReactPackage({
    name: 'ui',
    entries: await folderEntries(srcDir, ['test-utils']),
    classPrefix: 'ds',
    privateWorkspaces: ['@ds/api', '@ds/address'],
    extraExports: { './package.json': './package.json' },
  });
}

export async function buildPackages() {
  const started = Date.now();
  await buildTokens();
  await buildIcons();
  await buildUi();
  console.log(
    `Built @ds/tokens, @ds/icons and @ds/ui into packages/*/package/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
