// Loads a Next static export into memory at start-up (raw, brotli and gzip bodies with their headers) and maps
// request paths to its files. Nothing here touches the filesystem once loading has finished.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import { z } from 'zod';
import {
  BUILD_FILES,
  CSP_MANIFEST,
  HASHED_SEARCH_FILE,
  SEARCH_INDEX_DIR,
  SEARCH_WORKER_FILE,
  notFoundPagePrefix,
} from '@ds/export-files';
import { contentTypeFor } from './content-types';
import type { Representations } from './representations';
import { buildRepresentations } from './representations';
import { PAGE_SCRIPT_SOURCES, SEARCH_WORKER_CSP, STRICT_CSP, SVG_CSP, pageCsp } from './security-headers';

export const MAX_PATH_LENGTH = 2048;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_DEFAULT = 'public, max-age=3600';

/** A file of the export, in each encoding it can be sent in. */
export interface SiteFile extends Representations {
  /** Path relative to the export root, `/`-separated (`index.html`, `_next/static/chunks/a.js`). */
  readonly path: string;
  readonly contentType: string;
}

export type Lookup = { kind: 'file'; file: SiteFile } | { kind: 'not-found' } | { kind: 'bad-request' };

export interface StaticSite {
  readonly root: string;
  readonly files: ReadonlyMap<string, SiteFile>;
  /** The not-found page for a missing URL path: its part of the site's own, else the export's `404.html`. */
  notFoundPageFor(rawUrl: string): SiteFile | null;
  /** The bytes held: each distinct body once. */
  readonly totalBytes: number;
  /** Problems worth logging at start-up (a missing CSP manifest makes pages fall back to `script-src 'self'`). */
  readonly warnings: readonly string[];
  resolve(rawUrl: string): Lookup;
}

const cspManifestSchema = z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)));

export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith('_next/static/') || HASHED_SEARCH_FILE.test(filePath)) return CACHE_IMMUTABLE;
  // Pagefind's script, worker, WebAssembly and entry file keep their names from build to build.
  if (filePath.startsWith(`${SEARCH_INDEX_DIR}/`)) return CACHE_REVALIDATE;
  if (filePath.endsWith('.html') || filePath.endsWith('.txt')) return CACHE_REVALIDATE;
  return CACHE_DEFAULT;
}

/** Build output that must never be served: the build's own files, compressed siblings and dotfiles. */
function isServable(relative: string): boolean {
  if (BUILD_FILES.includes(relative)) return false;
  if (/\.(br|gz)$/.test(relative)) return false;
  return relative.split('/').every((segment) => !segment.startsWith('.') || segment === '.well-known');
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function cspFor(relative: string, contentType: string, manifest: Record<string, string[]> | null): string {
  if (contentType.startsWith('text/html')) {
    return pageCsp(manifest?.[relative] ?? [], PAGE_SCRIPT_SOURCES[relative]);
  }
  if (contentType.startsWith('image/svg+xml')) return SVG_CSP;
  if (relative === SEARCH_WORKER_FILE) return SEARCH_WORKER_CSP;
  return STRICT_CSP;
}

function buildFile(
  relative: string,
  raw: Buffer,
  compressed: { br: Buffer | null; gzip: Buffer | null },
  manifest: Record<string, string[]> | null,
): SiteFile {
  const contentType = contentTypeFor(relative);
  const representations = buildRepresentations(raw, compressed, {
    'content-type': contentType,
    'cache-control': cacheControlFor(relative),
    'content-security-policy': cspFor(relative, contentType, manifest),
  });
  return { path: relative, contentType, ...representations };
}

/**
 * Turns the raw request URL into a file of the export: `/` -> index.html, `/a/b` and `/a/b/` -> `a/b.html` or
 * `a/b/index.html`, anything else only as an exact file. Malformed, over-long, NUL-bearing or dot-segment paths
 * are bad requests.
 */
export function resolveUrl(files: ReadonlyMap<string, SiteFile>, rawUrl: string): Lookup {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/')) return { kind: 'bad-request' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad-request' };
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return { kind: 'bad-request' };

  const trailingSlash = decoded.length > 1 && decoded.endsWith('/');
  const base = decoded.slice(1, trailingSlash ? -1 : undefined);
  const candidates =
    base === ''
      ? ['index.html']
      : trailingSlash
        ? [`${base}/index.html`, `${base}.html`]
        : [base, `${base}.html`, `${base}/index.html`];
  for (const candidate of candidates) {
    const file = files.get(candidate);
    if (file) return { kind: 'file', file };
  }
  return { kind: 'not-found' };
}

/** Picks, for a URL, the not-found page whose prefix holds it (the longest wins), falling back to `fallback`. */
function notFoundPageChooser(
  files: readonly SiteFile[],
  fallback: SiteFile | null,
): (rawUrl: string) => SiteFile | null {
  const pages = files
    .flatMap((file) => {
      const prefix = notFoundPagePrefix(file.path);
      return prefix === null ? [] : [{ prefix: prefix === '' ? '' : `/${prefix}`, file }];
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return (rawUrl) => {
    const pathname = rawUrl.split('?')[0] ?? '';
    const match = pages.find(
      ({ prefix }) => prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    return match?.file ?? fallback;
  };
}

/**
 * One buffer per distinct content. Next writes the same bytes into many files (each page's copy of its layout's
 * payload, a page's payload twice as `page.txt` and `__next._full.txt`, and their compressed siblings): with two
 * thousand provider pages that was most of the export, so the files share one body per content.
 */
function bodyInterner() {
  const seen = new Map<string, Buffer>();
  let bytes = 0;
  const intern = <T extends Buffer | null>(body: T): T => {
    if (body === null) return body;
    const key = `${body.length}:${createHash('sha1').update(body).digest('base64')}`;
    const first = seen.get(key);
    if (first) return first as T;
    seen.set(key, body);
    bytes += body.length;
    return body;
  };
  return { intern, bytes: () => bytes };
}

/** Reads the whole export under `root` into memory. Fails when `root` is not a directory. */
export async function loadStaticSite(root: string): Promise<StaticSite> {
  const absoluteRoot = path.resolve(root);
  const entries = await readdir(absoluteRoot, { withFileTypes: true, recursive: true });
  const relatives = entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(absoluteRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter(isServable)
    .sort();

  const warnings: string[] = [];
  const manifestBytes = await readOptional(path.join(absoluteRoot, CSP_MANIFEST));
  let manifest: Record<string, string[]> | null = null;
  if (manifestBytes === null) {
    warnings.push(`${CSP_MANIFEST} is missing: pages get script-src 'self' only (run scripts/postbuild.mjs)`);
  } else {
    const parsed = cspManifestSchema.safeParse(JSON.parse(manifestBytes.toString('utf8')));
    if (parsed.success) manifest = parsed.data;
    else warnings.push(`${CSP_MANIFEST} is malformed and was ignored: pages get script-src 'self' only`);
  }

  const bodies = bodyInterner();
  const loaded = await pMap(
    relatives,
    async (relative) => {
      const absolute = path.join(absoluteRoot, relative);
      const [raw, br, gzip] = (
        await Promise.all([
          readFile(absolute),
          readOptional(`${absolute}.br`),
          readOptional(`${absolute}.gz`),
        ])
      ).map(bodies.intern);
      return buildFile(relative, raw!, { br: br ?? null, gzip: gzip ?? null }, manifest);
    },
    { concurrency: 16 },
  );

  const files = new Map(loaded.map((file) => [file.path, file]));
  const notFoundPageFor = notFoundPageChooser(loaded, files.get('404.html') ?? null);
  if (manifest) {
    const unhashed = loaded.filter((file) => file.path.endsWith('.html') && !(file.path in manifest));
    if (unhashed.length > 0) {
      warnings.push(
        `${unhashed.length} HTML file(s) missing from ${CSP_MANIFEST}, e.g. ${unhashed[0]?.path}`,
      );
    }
  }
  return {
    root: absoluteRoot,
    files,
    notFoundPageFor,
    totalBytes: bodies.bytes(),
    warnings,
    resolve: (rawUrl) => {
      const lookup = resolveUrl(files, rawUrl);
      // A not-found page is only ever an answer for a missing path, with its 404 status.
      if (lookup.kind === 'file' && notFoundPagePrefix(lookup.file.path) !== null)
        return { kind: 'not-found' };
      return lookup;
    },
  };
}
