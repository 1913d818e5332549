// Precompresses the static export's text assets to `.br` and `.gz` siblings, so the server never compresses per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BUILD_FILES } from '@ds/export-files';
import pMap from 'p-map';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing. Source maps are left out: they are large and only developers fetch them. */
export const COMPRESSIBLE_EXTENSIONS = Object.freeze([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.txt',
  '.json',
  '.svg',
  '.xml',
  '.webmanifest',
  '.ico',
]);

export function isCompressible(file) {
  const base = path.basename(file);
  // Files written by the build itself are never served, so never worth compressing.
  if (BUILD_FILES.includes(base)) return false;
  return COMPRESSIBLE_EXTENSIONS.includes(path.extname(base).toLowerCase());
}

/** Every regular file under `dir`, as absolute paths, skipping the compressed siblings of earlier runs. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** Brotli at quality 11 and gzip at level 9: build time is cheap, every visitor's bytes are not. */
export async function compressBuffer(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gz };
}

function defaultConcurrency() {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(2, Math.min(8, cores * 2));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`.
 * Returns counts and byte totals for the build summary.
 */
export async function precompressDir(dir, { concurrency = defaultConcurrency() } = {}) {
  const files = (await listFiles(dir)).filter(isCompressible);
  const sizes = await pMap(
    files,
    async (file) => {
      const body = await readFile(file);
      const { br, gz } = await compressBuffer(body);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return { raw: body.length, br: br.length, gz: gz.length };
    },
    { concurrency },
  );
  return sizes.reduce(
    (total, size) => ({
      files: total.files + 1,
      rawBytes: total.rawBytes + size.raw,
      brBytes: total.brBytes + size.br,
      gzBytes: total.gzBytes + size.gz,
    }),
    { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 },
  );
}
