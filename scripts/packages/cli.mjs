// `npm run packages`: builds the three library packages as another app installs them, packs them into .packs/
// and checks the tarballs (publint, attw, their files and sizes). Exits non-zero on any problem.
import { buildPackages } from './build-packages.mjs';
import { packPackages } from './pack-packages.mjs';

try {
  await buildPackages();
  await packPackages();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
