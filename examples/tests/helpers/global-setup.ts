// Before the consumer tests: Debian's Chromium installed (as for the site's browser tests), and the libraries built
// and packed (npm run packages) when .packs/ holds no tarballs yet, e.g. on a fresh checkout.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from '@ds/scripts/ensure-chromium.mjs';
import { packedTarballs, repoRoot } from './consumer-app';

export default function globalSetup() {
  ensureChromium();
  if (packedTarballs().length > 0) return;
  const { status } = spawnSync('npm', ['run', 'packages'], { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0 || packedTarballs().length === 0)
    throw new Error('npm run packages did not write .packs/*.tgz');
}
