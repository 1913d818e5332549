// Computes the CSP sha256 sources of the static export's inline scripts, per HTML file, so the server can send a
// `script-src` without 'unsafe-inline' that still lets Next's inline bootstrap scripts run.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CSP_MANIFEST } from '@ds/export-files';
import { listFiles } from './precompress.mjs';

// Re-exported for postbuild, which names the manifest in its summary.
export { CSP_MANIFEST };

// The opening tag's attributes may hold quoted `>` characters, hence the alternation. The HTML tokenizer ends
// script data at the first `</script` followed by whitespace, `/` or `>`.
const SCRIPT_RE = /<script(?=[\t\n\f\r />])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\t\n\f\r />]/gi;
const ATTRIBUTE_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function hasSrcAttribute(attributes) {
  for (const match of attributes.matchAll(ATTRIBUTE_RE)) {
    if (match[1].toLowerCase() === 'src') return true;
  }
  return false;
}

/**
 * The raw bytes of every inline script (a `<script>` without `src`) in an HTML document, in document order.
 * Offsets are found on a latin1 view of the buffer so they map one to one onto bytes: the hash covers exactly
 * the bytes that are served.
 */
export function inlineScriptContents(html) {
  const bytes = Buffer.isBuffer(html) ? html : Buffer.from(html, 'utf8');
  const text = bytes.toString('latin1');
  const contents = [];
  for (const match of text.matchAll(SCRIPT_RE)) {
    if (hasSrcAttribute(match[1])) continue;
    const start = match.index + match[0].length - match[2].length - '</script'.length - 1;
    contents.push(bytes.subarray(start, start + match[2].length));
  }
  return contents;
}

/**
 * The CSP source for one script body. The HTML parser turns CRLF and lone CR into LF before the browser hashes the
 * script text, so the hash is taken over the normalised bytes (a no-op for Next's output, which has no CR).
 */
export function sha256Source(content) {
  let bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  if (bytes.includes(0x0d)) bytes = Buffer.from(bytes.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
  return `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`;
}

/** The distinct sha256 sources of an HTML document's inline scripts, in first-seen order. */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScriptContents(html).map(sha256Source))];
}

/** Maps every HTML file under `dir` (path relative to `dir`, `/`-separated) to its inline-script hash sources. */
export async function collectCspHashes(dir) {
  const htmlFiles = (await listFiles(dir)).filter((file) => file.toLowerCase().endsWith('.html'));
  const manifest = {};
  for (const file of htmlFiles) {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    manifest[relative] = inlineScriptHashes(await readFile(file));
  }
  return manifest;
}

/** Writes the CSP manifest into `dir` and returns the manifest. */
export async function writeCspManifest(dir) {
  const manifest = await collectCspHashes(dir);
  await writeFile(path.join(dir, CSP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
