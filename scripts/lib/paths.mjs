// Paths every script agrees on.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { BUILD_STAMP } from './export-files.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const exportDir = path.join(repoRoot, 'apps/web/out');
export const buildStamp = path.join(exportDir, BUILD_STAMP);
