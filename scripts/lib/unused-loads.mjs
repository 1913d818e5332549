// Loads the framework writes into every page that no browser running the page needs, taken out of the export's
// HTML before it is hashed and compressed (each carries an integrity hash, which does not compress: about 60 bytes
// of brotli a page for these two):
// - the `nomodule` polyfill script: only browsers without ES modules fetch it, and those cannot run the app's own
//   scripts (written for browsers with modules) whatever it adds;
// - a script preload of a file the page also loads with its own `<script src>`: the page arrives in one round trip,
//   so the browser's preload scanner finds the script as soon as the preload would have started it.
import { readFile, writeFile } from 'node:fs/promises';
import { TAG, attribute } from './html-tags.mjs';
import { listFiles } from './precompress.mjs';

const hasAttribute = (attributes, name) => new RegExp(`(?:^|\\s)${name}(?=[\\s=]|$)`, 'i').test(attributes);
// An empty script element (a `src` script): its opening tag, attributes quoted or not, and its closing tag.
const EMPTY_SCRIPT = /<script(?=[\t\n\f\r />])((?:[^>"']|"[^"]*"|'[^']*')*)><\/script>/gi;

/** The page without those two kinds of tag; `removed` counts them. */
export function withoutUnusedLoads(html) {
  let removed = 0;
  const withoutPolyfills = html.replace(EMPTY_SCRIPT, (whole, attributes) => {
    if (!attribute(attributes, 'src') || !hasAttribute(attributes, 'nomodule')) return whole;
    removed += 1;
    return '';
  });
  const scripts = new Set();
  for (const [, tag, attributes] of withoutPolyfills.matchAll(TAG)) {
    const src = tag.toLowerCase() === 'script' ? attribute(attributes, 'src') : null;
    if (src) scripts.add(src);
  }
  const result = withoutPolyfills.replace(TAG, (whole, tag, attributes) => {
    if (tag.toLowerCase() !== 'link') return whole;
    const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
    const preloadsScript =
      rel.includes('preload') && (attribute(attributes, 'as') ?? '').toLowerCase() === 'script';
    if (!preloadsScript || !scripts.has(attribute(attributes, 'href') ?? '')) return whole;
    removed += 1;
    return '';
  });
  return { html: result, removed };
}

/** Takes them out of every HTML file of the export; returns how many pages and tags changed. */
export async function removeUnusedLoads(exportDir) {
  let pages = 0;
  let tags = 0;
  for (const file of await listFiles(exportDir)) {
    if (!file.endsWith('.html')) continue;
    const { html, removed } = withoutUnusedLoads(await readFile(file, 'utf8'));
    if (removed === 0) continue;
    await writeFile(file, html);
    pages += 1;
    tags += removed;
  }
  return { pages, tags };
}
