// Before the consumer tests: Debian's Chromium installed (as for the site's browser tests), and the libraries built
// and packed (npm run packages) unless .packs/ holds a tarball of each, e.g. on a fresh checkout.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from '@ds/scripts/ensure-chromium.mjs';
import { PACKAGES } from '@ds/scripts/packages/tarball-rules.mjs';
import { packedTarballs, repoRoot } from './consumer-app';

const allPacked = () => packedTarballs().length === PACKAGES.length;

export default function globalSetup() {
  ensureChromium();
  if (allPacked()) return;
  const { status } = spawnSync('npm', ['run', 'packages'], { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0 || !allPacked()) throw new Error('npm run packages did not write .packs/*.tgz');
}
