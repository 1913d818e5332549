// Bundles the production server (apps/server/src/main.ts) into one ES module, apps/server/dist/server.mjs, which
// plain node runs: no TypeScript loader in production. `npm run build` runs it, and `npm start` when the bundle is
// missing or older than its sources. It takes well under a second.
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot, serverBundle } from './lib/paths.mjs';

const serverEntry = path.join(repoRoot, 'apps/server/src/main.ts');
const bundleDir = path.dirname(serverBundle);

const isBare = (specifier) => !/^[./]/.test(specifier) && !specifier.startsWith('node:');

/**
 * Which imports stay imports. The workspace packages (@ds/*) export TypeScript source, which plain node cannot load,
 * so they are bundled in. esbuild's `packages: 'external'` will not do: it leaves every bare specifier external,
 * @ds/* included (they resolve through node_modules symlinks like any other package). Third-party packages stay
 * external, loaded from node_modules at run time as before (Fastify, pino and ioredis load files by path at run time,
 * so they are better left whole), but only when the bundle's own directory resolves the same file as the importing
 * source file did: a package installed in a nested node_modules (apps/server/node_modules/lru-cache, say, a
 * different version from the root's) would otherwise be found wrongly, or not at all, from apps/server/dist; such a
 * package is bundled in instead.
 * @type {import('esbuild').Plugin}
 */
const externalThirdParty = {
  name: 'external-third-party',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.fromPlugin || !isBare(args.path) || args.path.startsWith('@ds/')) return undefined;
      const options = { kind: args.kind, pluginData: { fromPlugin: true } };
      const fromSource = await pluginBuild.resolve(args.path, { ...options, resolveDir: args.resolveDir });
      // Left to esbuild when it does not resolve (its own message) or is no installed package.
      if (fromSource.errors.length > 0 || !fromSource.path.includes(`${path.sep}node_modules${path.sep}`))
        return undefined;
      const fromBundle = await pluginBuild.resolve(args.path, { ...options, resolveDir: bundleDir });
      if (fromBundle.errors.length === 0 && fromBundle.path === fromSource.path) {
        return { path: args.path, external: true };
      }
      return { path: fromSource.path };
    });
  },
};

/**
 * `import.meta.url` keeps meaning the source file's own URL. Bundled, it would be the bundle's URL, and a path
 * worked out from it would move: packages/address/src/localities.ts reads `new URL('../data/localities.tsv',
 * import.meta.url)`, which from apps/server/dist would be apps/server/data/localities.tsv. Each source file's
 * `import.meta.url` becomes its own URL, worked out from the bundle's, so the repository can still move as a whole.
 * (apps/server/src/config.ts's `../../..` would work either way: dist/ is as deep as src/.)
 * @type {import('esbuild').Plugin}
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(bundleDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      const extension = path.extname(args.path).slice(1);
      const loader = /^[cm]?js$/.test(extension) ? 'js' : extension.replace(/^[cm]/, '');
      return { contents: source.replaceAll('import.meta.url', url), loader };
    });
  },
};

/**
 * Writes apps/server/dist/server.mjs and its source map. Each file is written beside its place and renamed into it, so
 * a server starting meanwhile (another `npm start`, a test) reads the old bundle or the new one, never half of one.
 */
export async function buildServerBundle() {
  const startedAt = new Date();
  // The directory exists before the build: the resolver looks packages up from it (see externalThirdParty).
  await mkdir(bundleDir, { recursive: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [serverEntry],
    outfile: serverBundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    minify: false,
    // Unminified, one file, function names kept: stack traces read well as they are (and map back to the
    // TypeScript through server.mjs.map with NODE_OPTIONS=--enable-source-maps).
    keepNames: true,
    // Bundled CommonJS (none today: third-party packages stay external) calls require(), which ES modules lack.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    plugins: [externalThirdParty, sourceImportMetaUrl],
    logLevel: 'warning',
  });
  // The map first, the bundle last: the bundle's mtime says when a complete build was in place.
  const files = result.outputFiles.sort(
    (a, b) => Number(a.path === serverBundle) - Number(b.path === serverBundle),
  );
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    // Dated from the build's start, so a source saved during the build is newer, and the next start rebuilds.
    await utimes(temporary, startedAt, startedAt);
    await rename(temporary, file.path);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  await buildServerBundle();
  const took = Math.round(performance.now() - started);
  console.log(`Bundled the server into ${path.relative(repoRoot, serverBundle)} (${took} ms)`);
}
