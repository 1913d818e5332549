// Subresource Integrity for the static export: every `<script src>` and stylesheet `<link>` in each HTML file gets
// an `integrity` hash (sha256) of the exact bytes of the file it names, so a browser runs or applies only what the
// build made. A preload of one of those files gets the same hash (a preload without it would not be used for the
// script, which would be fetched twice); a preload of a chunk the app loads later keeps none, as the app's own
// script element for it will have none. Runs after `next build`, before precompression and the CSP
// hashes (it changes the HTML, not its inline scripts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TAG, attribute } from './html-tags.mjs';
import { listFiles } from './precompress.mjs';

/** What a tag loads: a script or stylesheet, a preload (of any script or style), or nothing integrity applies to. */
function subresourceOf(tag, attributes) {
  if (tag.toLowerCase() === 'script') return { kind: 'load', url: attribute(attributes, 'src') };
  const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
  const as = (attribute(attributes, 'as') ?? '').toLowerCase();
  const url = attribute(attributes, 'href');
  if (rel.includes('stylesheet')) return { kind: 'load', url };
  if (rel.includes('modulepreload') || (rel.includes('preload') && ['script', 'style'].includes(as)))
    return { kind: 'preload', url };
  return { kind: 'load', url: null };
}

/**
 * `sha256-...` of a file's bytes; each file is read once however many pages name it. SHA-256 is as strong as
 * integrity needs and 20 characters shorter than SHA-384 in every tag: the hashes do not compress, and on a page of
 * ten tags the shorter ones are about 190 bytes of brotli.
 */
function hasher() {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file))
      cache.set(file, `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`);
    return cache.get(file);
  };
}

/**
 * The HTML with an integrity attribute on each same-site subresource that is a file of the export. Tags that
 * have one already, and URLs of other sites, are left as they are; `missing` lists site URLs with no file.
 */
export function withIntegrity(html, exportDir, integrityOf = hasher()) {
  const missing = [];
  let added = 0;
  const loaded = new Set();
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    const { kind, url } = subresourceOf(tag, attributes);
    if (kind === 'load' && url) loaded.add(url);
  }
  const result = html.replace(TAG, (whole, tag, attributes, selfClosing) => {
    const { kind, url } = subresourceOf(tag, attributes);
    if (!url || attribute(attributes, 'integrity') !== null) return whole;
    if (kind === 'preload' && !loaded.has(url)) return whole;
    if (!url.startsWith('/') || url.startsWith('//')) return whole;
    const file = path.join(exportDir, decodeURI(url.replace(/[?#].*$/, '')));
    if (!file.startsWith(exportDir + path.sep) || !existsSync(file)) {
      missing.push(url);
      return whole;
    }
    added += 1;
    return `<${tag}${attributes.replace(/\s*$/, '')} integrity="${integrityOf(file)}"${selfClosing ? '/' : ''}>`;
  });
  return { html: result, added, missing };
}

/** Adds integrity to every HTML file of the export; returns how many pages and tags were changed. */
export async function addIntegrity(exportDir) {
  const integrityOf = hasher();
  let pages = 0;
  let tags = 0;
  const missing = new Set();
  for (const file of await listFiles(exportDir)) {
    if (!file.endsWith('.html')) continue;
    const before = await readFile(file, 'utf8');
    const { html, added, missing: notFound } = withIntegrity(before, exportDir, integrityOf);
    for (const url of notFound) missing.add(url);
    if (added === 0) continue;
    await writeFile(file, html);
    pages += 1;
    tags += added;
  }
  if (missing.size > 0)
    throw new Error(`SRI: files named by pages are not in the export: ${[...missing].join(', ')}`);
  return { pages, tags };
}
