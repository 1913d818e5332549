// Build step before `next build` (under tsx: it reads the built tokens' values): writes each brand's web app
// manifest and icons (lib/manifests.mjs) into apps/web/public/icons (git-ignored), for the layouts to link.
import path from 'node:path';
import { tokenValue } from '@ds/tokens/tokens';
import { variantConfigs } from '@ds/site/data';
import { writeBrandIcons } from './lib/manifests.mjs';
import { repoRoot } from './lib/paths.mjs';

const started = performance.now();
try {
  const written = await writeBrandIcons({
    publicDir: path.join(repoRoot, 'apps/web/public'),
    variantConfigs,
    tokenValue,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-manifests: ${written.length} files written in ${seconds}s`);
} catch (error) {
  console.error('build-manifests failed:', error);
  process.exit(1);
}
