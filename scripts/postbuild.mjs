// Runs after `next build` (under tsx: the search index reads the site's section list): builds the search index,
// writes each page's share image and tags, the sitemaps and robots.txt, takes out the framework's loads no browser
// running the page needs, marks the scripts pages run at start to be compiled as they download, adds Subresource
// Integrity to the pages, starts Pagefind from the search pages' heads, precompresses the export,
// records the CSP hashes of its inline scripts, then stamps it.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildStamp, exportDir, repoRoot } from './lib/paths.mjs';
import { precompressDir } from './lib/precompress.mjs';
import { CSP_MANIFEST, writeCspManifest } from './lib/csp-hashes.mjs';
import { SEARCH_INDEX_DIR, buildSearchIndex } from './lib/search-index.mjs';
import { addSearchStart } from './lib/search-start.mjs';
import { searchPaths } from './lib/sitemaps.mjs';
import { addCompileHints } from './lib/compile-hints.mjs';
import { addIntegrity } from './lib/sri.mjs';
import { removeUnusedLoads } from './lib/unused-loads.mjs';
import { addShareFiles } from './lib/share-files.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(exportDir)) {
    console.error(`postbuild: no export at ${path.relative(repoRoot, exportDir)}; run next build first.`);
    process.exit(1);
  }
  const started = performance.now();
  // First: the index's own script and entry file are compressed with the rest.
  const search = await buildSearchIndex(exportDir);
  // Before integrity and compression: it adds share images, head tags, sitemaps and robots.txt to the export.
  const shareStarted = performance.now();
  const share = await addShareFiles(exportDir, {
    repoRoot,
    cacheDir: path.join(repoRoot, 'node_modules/.cache/share-images'),
    buildDate: new Date().toISOString().slice(0, 10),
  });
  const shareSeconds = ((performance.now() - shareStarted) / 1000).toFixed(1);
  // Before compression: they change the HTML (not its inline scripts, so the CSP hashes are unaffected); the
  // unused loads go first, so that what is left is what gets hashed.
  const unused = await removeUnusedLoads(exportDir);
  // Before integrity: it changes the scripts, whose hashes are then taken of the bytes served.
  const hints = await addCompileHints(exportDir);
  const integrity = await addIntegrity(exportDir);
  // Before the CSP hashes: it adds an inline script.
  const searchStart = await addSearchStart(exportDir, searchPaths());
  const [compressed, manifest] = await Promise.all([precompressDir(exportDir), writeCspManifest(exportDir)]);
  // Written last: ensure-build treats the export as complete and fresh only once this file exists.
  await writeFile(buildStamp, `${new Date().toISOString()}\n`);

  const pages = Object.keys(manifest).length;
  const hashes = new Set(Object.values(manifest).flat()).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `postbuild: ${compressed.files} files precompressed, ${compressed.distinct} distinct ` +
      `(${kib(compressed.rawBytes)} -> br ${kib(compressed.brBytes)}, ` +
      `gzip ${kib(compressed.gzBytes)}); ${hashes} inline-script hashes over ${pages} pages in ${CSP_MANIFEST}; ` +
      `search index of ${search.pages} pages in ${SEARCH_INDEX_DIR}/ (${kib(search.bytes)}); ` +
      `${unused.tags} unused loads taken out of ${unused.pages} pages; ` +
      `compile hints on ${hints.hinted} of the ${hints.scripts} scripts pages run at start; ` +
      `integrity on ${integrity.tags} scripts and stylesheets over ${integrity.pages} pages; ` +
      `Pagefind started from the head of ${searchStart.pages} search pages; ` +
      `share images for ${share.pages} pages (${share.drawn} drawn, ${share.cached} from the cache), ` +
      `${share.indexable} indexable pages in ${share.sitemaps} sitemaps, ${share.pairs} hreflang pairs in ${shareSeconds}s; ` +
      `${seconds}s`,
  );
}

main().catch((error) => {
  console.error('postbuild failed:', error);
  process.exit(1);
});
