// Precompresses the static export's text assets to `.br` and `.gz` siblings, so the server never compresses per request.
import { createHash } from 'node:crypto';
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
  // The search index and Pagefind's WebAssembly, stored uncompressed (search-index.mjs).
  '.pf_meta',
  '.pf_index',
  '.pf_fragment',
  '.pf_filter',
  '.pagefind',
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
 * distinct content is compressed once, and its `.br` and `.gz` written beside every copy.
 * Returns counts and byte totals for the build summary (`distinct`: the contents actually compressed).
 */
export async function precompressDir(dir, { concurrency = defaultConcurrency() } = {}) {
  const files = (await listFiles(dir)).filter(isCompressible);
  // First the contents: which files share one. Then each content is compressed once, at the quality its files call
  // for (11 if any is not a provider page), so the same build gives the same bytes whatever order reads finish in.
  const hashes = await pMap(
    files,
    async (file) =>
      createHash('sha256')
        .update(await readFile(file))
        .digest('base64'),
    { concurrency },
  );
  /** Content hash -> the files with that content, in path order. */
  const groups = new Map();
  files.forEach((file, index) => {
    const group = groups.get(hashes[index]);
    if (group) group.push(file);
    else groups.set(hashes[index], [file]);
  });
  const sizes = await pMap(
    [...groups.values()],
    async ([first, ...copies]) => {
      const body = await readFile(first);
      const quality = Math.max(
        ...[first, ...copies].map((file) => brotliQualityFor(path.relative(dir, file))),
      );
      const { br, gz } = await compressBuffer(body, { quality });
      await Promise.all(
        [first, ...copies].flatMap((file) => [writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]),
      );
      const count = copies.length + 1;
      return { files: count, raw: body.length * count, br: br.length * count, gz: gz.length * count };
    },
    { concurrency },
  );
  return sizes.reduce(
    (total, size) => ({
      files: total.files + size.files,
      distinct: total.distinct + 1,
      rawBytes: total.rawBytes + size.raw,
      brBytes: total.brBytes + size.br,
      gzBytes: total.gzBytes + size.gz,
    }),
    { files: 0, distinct: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 },
  );
}
