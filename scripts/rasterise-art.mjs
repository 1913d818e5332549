// Build step before `next build`: rasterises apps/web/art/hero/*.svg into the AVIF and WebP renditions listed
// in renditions.json, under apps/web/public/art/hero (git-ignored). Up-to-date files are skipped. Also draws
// /favicon.ico from the site's icon (lib/favicon.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import { writeFavicon } from './lib/favicon.mjs';
import { rasteriseArt } from './lib/rasterise.mjs';

const sourceDir = path.join(repoRoot, 'apps/web/art/hero');
const configFile = path.join(sourceDir, 'renditions.json');
const config = JSON.parse(readFileSync(configFile, 'utf8'));

const started = performance.now();
try {
  const result = await rasteriseArt({
    sourceDir,
    outDir: path.join(repoRoot, 'apps/web/public', config.publicPath),
    widths: config.widths,
    formats: config.formats,
    // A change to the rendition list or to the encoder settings redraws everything.
    inputs: [configFile, fileURLToPath(new URL('./lib/rasterise.mjs', import.meta.url))],
  });
  await writeFavicon(
    path.join(repoRoot, 'apps/web/src/app/icon.svg'),
    path.join(repoRoot, 'apps/web/public/favicon.ico'),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `rasterise-art: ${result.written} of ${result.files} files written from ${result.drawings} drawings` +
      `${result.removed ? `, ${result.removed} unused removed` : ''} in ${seconds}s`,
  );
} catch (error) {
  console.error('rasterise-art failed:', error);
  process.exit(1);
}
