// A load the framework writes into every page that no browser running the page needs, taken out of the export's
// HTML before it is hashed and compressed: the `nomodule` polyfill script (about 40 bytes of brotli a page with its
// integrity hash, which does not compress). Only browsers without ES modules fetch it, and those cannot run the
// app's own scripts (written for browsers with modules) whatever it adds.
// The framework's low-priority preload of its bootstrap script stays: on a page larger than the first round trip
// (the product pages, the documents) the script tag itself comes late in the HTML, and the preload starts it early.
import { readFile, writeFile } from 'node:fs/promises';
import { attribute } from './html-tags.mjs';
import { listFiles } from './precompress.mjs';

// An empty script element whose opening tag has attributes, quoted or not, and then its closing tag.
const EMPTY_SCRIPT = /<script(?=[\t\n\f\r />])((?:[^>"']|"[^"]*"|'[^']*')*)><\/script>/gi;
// `nomodule` as an attribute of its own (not inside another's quoted value: those are matched whole first).
const NOMODULE = /^(?:[^"']|"[^"]*"|'[^']*')*?\snomodule(?=[\s=/]|$)/i;
const FRAMEWORK_SCRIPT = /^\/_next\/static\//;

/** The page without the framework's nomodule scripts; `removed` counts them. */
export function withoutUnusedLoads(html) {
  let removed = 0;
  const result = html.replace(EMPTY_SCRIPT, (whole, attributes) => {
    const src = attribute(attributes, 'src');
    if (!src || !FRAMEWORK_SCRIPT.test(src) || !NOMODULE.test(attributes)) return whole;
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
