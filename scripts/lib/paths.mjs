// Paths every script agrees on.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { BUILD_STAMP } from '@ds/export-files';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const exportDir = path.join(repoRoot, 'apps/web/out');
export const buildStamp = path.join(exportDir, BUILD_STAMP);
/** The production server, bundled by scripts/build-server.mjs and run by plain node. */
export const serverBundle = path.join(repoRoot, 'apps/server/dist/server.mjs');
