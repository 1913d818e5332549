// Precompresses the static export's text assets to `.br` and `.gz` siblings, so the server never compresses per request.
import { createHash } from 'node:crypto';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
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

/**
 * Brotli quality per file, by its path under the export. 11 (the most) for the site's pages: build time is cheap,
 * every visitor's bytes are not. The two thousand provider pages (`find-a-provider/<service>/...`, one template) take
 * 10: 3.4 times faster, 2.5% bigger (measured on them), which keeps the build's growth to a couple of minutes.
 */
export function brotliQualityFor(relativePath) {
  return /^find-a-provider\/[^/]+\//.test(relativePath.split(path.sep).join('/')) ? 10 : 11;
}

/** Brotli (quality 11 unless told) and gzip at level 9. */
export async function compressBuffer(body, { quality = 11 } = {}) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
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
 *
 * Next writes the same bytes many times over: every page carries its own copy of its layout's payload (the chrome,
 * tens of kilobytes) and its whole payload twice (`page.txt` and `page/__next._full.txt`). With two thousand
 * provider pages that was most of the export, and brotli at quality 11 is the slowest step of the build: each
 * distinct content is compressed once, and its first file's `.br` and `.gz` copied beside every other copy.
 * Returns counts and byte totals for the build summary (`distinct`: the contents actually compressed).
 */
export async function precompressDir(dir, { concurrency = defaultConcurrency() } = {}) {
  const files = (await listFiles(dir)).filter(isCompressible);
  /** Content hash -> the first file with that content, resolved once its siblings are written. */
  const firstWith = new Map();
  const sizes = await pMap(
    files,
    async (file) => {
      const body = await readFile(file);
      const key = createHash('sha256').update(body).digest('base64');
      const first = firstWith.get(key);
      if (first) {
        const { source, br, gz } = await first;
        await Promise.all([copyFile(`${source}.br`, `${file}.br`), copyFile(`${source}.gz`, `${file}.gz`)]);
        return { raw: body.length, br, gz, distinct: 0 };
      }
      const quality = brotliQualityFor(path.relative(dir, file));
      const written = compressBuffer(body, { quality }).then(async ({ br, gz }) => {
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        return { source: file, br: br.length, gz: gz.length };
      });
      firstWith.set(key, written);
      const { br, gz } = await written;
      return { raw: body.length, br, gz, distinct: 1 };
    },
    { concurrency },
  );
  return sizes.reduce(
    (total, size) => ({
      files: total.files + 1,
      distinct: total.distinct + size.distinct,
      rawBytes: total.rawBytes + size.raw,
      brBytes: total.brBytes + size.br,
      gzBytes: total.gzBytes + size.gz,
    }),
    { files: 0, distinct: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 },
  );
}
