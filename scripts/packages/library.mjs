// Builds a React package's source into ES modules with Vite's library mode (Rolldown): one output module per
// source module (so `'use client'` stays on exactly the modules that carry it, and a bundler keeps only what is
// imported), CSS Modules compiled to stable, prefixed class names with the tokens' named media queries written
// out, and each entry's stylesheet assembled from the CSS of every module it imports.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'vite';
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';
import { repoRoot } from '../lib/paths.mjs';

const customMedia = createRequire(path.join(repoRoot, 'package.json')).resolve(
  '@ds/tokens/css/custom-media.css',
);

/** Where a private workspace's modules go in the package: `@ds/api` -> `internal/api`. */
export const internalFolder = (workspace) => `internal/${workspace.replace(/^@ds\//, '')}`;

/**
 * A module's output name: its path under the package's src/, or for a private workspace's module built in
 * (packages/api/src/errors.ts) `internal/api/errors`.
 */
function outputName(moduleId, srcDir) {
  const file = moduleId.replace(/\.[cm]?[jt]sx?$/, '').replace(/\.module\.css$/, '.module');
  if (file.startsWith(`${srcDir}${path.sep}`)) return path.relative(srcDir, file).split(path.sep).join('/');
  const workspace = /packages\/([^/]+)\/src\/(.+)$/.exec(file.split(path.sep).join('/'));
  if (workspace) return `${internalFolder(workspace[1])}/${workspace[2]}`;
  throw new Error(`${moduleId} would be built into the package: make it external or a private workspace`);
}

/**
 * Class names `<prefix>-<File>_<local>` (`ds-Button_root`): stable across builds (no content hash), readable in a
 * consumer's devtools, and unique because no two CSS Modules of a package share a file name (checked here).
 */
function scopedNames(prefix) {
  const owners = new Map();
  return (local, file) => {
    const base = path.basename(file).replace(/\.module\.css$/, '');
    const owner = owners.get(base) ?? file;
    if (owner !== file) throw new Error(`Two CSS Modules named ${base}: ${owner} and ${file}`);
    owners.set(base, file);
    return `${prefix}-${base}_${local}`;
  };
}

/** The modules whose source starts with the 'use client' directive. */
const isClientSource = (file) =>
  /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

/**
 * @param {object} options
 * @param {string} options.srcDir the package's src/
 * @param {Record<string, string>} options.entries output name (`button/index`) -> source file
 * @param {(id: string) => boolean} options.external imports left to the consumer's install
 * @param {string} options.classPrefix CSS Modules class prefix
 * @param {string} options.outDir where the modules and stylesheets go
 * @returns {Promise<{ files: string[], entryStyles: Record<string, string>, allStyles: string }>}
 */
export async function buildLibrary({ srcDir, entries, external, classPrefix, outDir }) {
  /** @type {import('rolldown').OutputBundle} */
  let bundle = {};
  await build({
    configFile: false,
    root: path.dirname(srcDir),
    logLevel: 'warn',
    // Production JSX whatever NODE_ENV says (a test that builds the packages runs with NODE_ENV=test): the
    // development runtime would ship `jsxDEV` calls carrying this machine's file paths.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    css: {
      modules: { generateScopedName: scopedNames(classPrefix) },
      postcss: {
        plugins: [postcssGlobalData({ files: [customMedia] }), postcssCustomMedia({ preserve: false })],
      },
    },
    plugins: [{ name: 'read-bundle', generateBundle: (_, output) => void (bundle = output) }],
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      cssCodeSplit: true,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        external,
        onLog(level, log, handler) {
          // Rolldown keeps a module's 'use client' when every module is its own output file: checked below.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
        output: {
          preserveModules: true,
          preserveModulesRoot: srcDir,
          entryFileNames: (chunk) => `${outputName(chunk.facadeModuleId ?? chunk.name, srcDir)}.js`,
          // Each module's CSS is a piece of the stylesheets assembled below, then removed.
          assetFileNames: 'pieces/[name]-[hash][extname]',
        },
      },
    },
  });

  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of chunks) {
    if (chunk.code.includes(repoRoot) || chunk.code.includes('jsx-dev-runtime'))
      throw new Error(`${chunk.fileName}: development JSX or a path of this machine in the build`);
    const source = chunk.facadeModuleId;
    if (!source || !existsSync(source)) continue;
    const keeps = /^['"]use client['"]/.test(chunk.code.trimStart());
    if (isClientSource(source) !== keeps)
      throw new Error(`${chunk.fileName}: 'use client' ${keeps ? 'added' : 'lost'} in the build`);
  }

  // Cascade layers keep a component's override of a component it uses winning however the stylesheets are
  // combined: a module's CSS goes in the layer of its depth in the import graph (a component sits above every
  // component it uses), so `button/styles.css` loaded after `message-box/styles.css`, which both repeat the
  // icon's base rule, cannot put that base back over the message box's icon colour. Every sheet declares the
  // same layer order first; an app's own unlayered CSS wins over all of them.
  const isClassMap = (fileName) => fileName.endsWith('.module.js');
  const depths = new Map();
  const depthOf = (fileName) => {
    if (depths.has(fileName)) return depths.get(fileName);
    depths.set(fileName, 0);
    const uses = (byName.get(fileName)?.imports ?? []).filter((used) => !isClassMap(used));
    const depth = uses.length ? 1 + Math.max(...uses.map(depthOf)) : 0;
    depths.set(fileName, depth);
    return depth;
  };
  const importers = new Map();
  for (const chunk of chunks)
    for (const used of [...chunk.imports, ...chunk.dynamicImports])
      importers.set(used, [...(importers.get(used) ?? []), chunk.fileName]);
  // A CSS Module's class map is imported by the components it styles: the lowest of them places it, so a shared
  // base (the gap classes) sits under every component that uses it.
  const layerOf = (owner) =>
    isClassMap(owner) ? Math.min(...(importers.get(owner) ?? [owner]).map(depthOf)) : depthOf(owner);
  const layers = Array.from(
    { length: Math.max(...chunks.map((chunk) => depthOf(chunk.fileName))) + 1 },
    (_, i) => `ds.l${i}`,
  );

  // An entry's stylesheet: every module it reaches, depth first, in import order (the order a bundler evaluates
  // them, as in the site), each piece once, in its layer. Modules loaded on demand count: their CSS is needed too.
  const stylesFrom = (starts) => {
    const seen = new Set();
    const pieces = [];
    const visit = (fileName) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = byName.get(fileName);
      if (!chunk) return;
      for (const dependency of [...chunk.imports, ...chunk.dynamicImports]) visit(dependency);
      for (const sheet of chunk.viteMetadata?.importedCss ?? [])
        if (!pieces.some((piece) => piece.sheet === sheet))
          pieces.push({ sheet, layer: layers[layerOf(fileName)] });
    };
    for (const start of starts) visit(start);
    // Vite marks each piece with a comment of its own (`/*$vite$:1*/`), meaningless once they are joined.
    const css = (sheet) =>
      String(bundle[sheet].source)
        .replace(/\/\*\$vite\$:\d+\*\/\n?/g, '')
        .trim();
    const blocks = pieces.map(({ sheet, layer }) => `@layer ${layer} {\n${css(sheet)}\n}`);
    return `@layer ${layers.join(', ')};\n\n${blocks.join('\n\n')}\n`;
  };
  const entryStyles = {};
  for (const name of Object.keys(entries)) entryStyles[name] = stylesFrom([`${name}.js`]);
  const allStyles = stylesFrom(Object.keys(entries).map((name) => `${name}.js`));

  // The per-module CSS files were only the pieces: the stylesheets below replace them.
  await rm(path.join(outDir, 'pieces'), { recursive: true, force: true });
  return { files: chunks.map((chunk) => chunk.fileName), entryStyles, allStyles };
}

/** Writes a stylesheet with a header saying what it holds. */
export async function writeStylesheet(file, what, css) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `/* ${what} */\n${css}`);
}
