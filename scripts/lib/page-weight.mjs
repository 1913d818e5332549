// Page weight of the static export: the gzip bytes of the JS and CSS each exported HTML page makes the browser load.
//
// Next 16 no longer prints "First Load JS" per route, so the size budget and the benchmark read the exported HTML
// instead: every `<script src>`, `<link rel="stylesheet">` and script/style preload it references, plus the build
// chunks its inline scripts name (the client references React loads while hydrating), deduplicated,
// resolved to a file of the export and measured as gzip bytes (the build's `.gz` sibling when there is one, else
// gzip -9 in memory). Scripts marked `nomodule` are left out: modern browsers never fetch them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants as zlibConstants } from 'node:zlib';

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);
// Elements whose content is raw text: a tag-like string inside them is not markup.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template', 'xmp']);
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Build chunks named inside inline scripts: the RSC payload's client references and the bundler runtime's chunk
// lists. React loads them while hydrating, so they count like script tags.
const INLINE_CHUNK =
  /["'](\/_next\/static\/[^"'\\\s?#]+\.(?:js|css)|static\/(?:chunks|css)\/[^"'\\\s?#]+\.(?:js|css))/g;
const NAMED_ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (attributes.has(name)) continue; // the first occurrence wins, as in a browser
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * The JS and CSS URLs an HTML document references, in document order, deduplicated.
 * @param {string} html
 * @returns {{ js: string[], css: string[], skipped: string[] }}
 */
export function extractAssetRefs(html) {
  const js = [];
  const css = [];
  const skipped = [];
  TOKEN.lastIndex = 0;
  let match;
  while ((match = TOKEN.exec(html)) !== null) {
    if (!match[1]) continue; // a comment
    const tag = match[1].toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    if (tag === 'script') {
      const src = attributes.get('src')?.trim();
      const type = (attributes.get('type') ?? '').trim().toLowerCase();
      if (src && JS_TYPES.has(type)) (attributes.has('nomodule') ? skipped : js).push(src);
    } else if (tag === 'link') {
      const href = attributes.get('href')?.trim();
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const as = (attributes.get('as') ?? '').trim().toLowerCase();
      if (href && !rel.includes('alternate')) {
        if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) css.push(href);
        else if (rel.includes('modulepreload') && (as === '' || as === 'script')) js.push(href);
        else if (rel.includes('preload') && as === 'script') js.push(href);
      }
    }
    if (RAW_TEXT.has(tag)) {
      const close = new RegExp(`</${tag}\\s*>`, 'ig');
      close.lastIndex = TOKEN.lastIndex;
      const end = close.exec(html);
      if (
        tag === 'script' &&
        !attributes.has('src') &&
        JS_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())
      ) {
        const body = html.slice(TOKEN.lastIndex, end ? end.index : html.length);
        for (const chunk of body.matchAll(INLINE_CHUNK)) {
          const url = chunk[1].startsWith('/') ? chunk[1] : `/_next/${chunk[1]}`;
          (url.endsWith('.css') ? css : js).push(url);
        }
      }
      TOKEN.lastIndex = end ? close.lastIndex : html.length;
    }
  }
  return { js: dedupe(js), css: dedupe(css), skipped: dedupe(skipped) };
}

function dedupe(list) {
  return [...new Set(list)];
}

/**
 * Resolves an asset URL of a page to a file path inside the export, or null when it is not a file of the export.
 * @param {string} url
 * @param {string} htmlFilePath
 * @param {string} exportDir
 */
export function resolveAsset(url, htmlFilePath, exportDir) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null; // another origin or a data: URL
  const bare = url.replace(/[?#].*$/, '');
  if (bare === '') return null;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // keep the raw path
  }
  const root = path.resolve(exportDir);
  const base = decoded.startsWith('/') ? root : path.dirname(path.resolve(htmlFilePath));
  for (const candidate of dedupe([decoded, bare])) {
    const file = path.resolve(base, candidate.replace(/^\/+/, ''));
    if (file !== root && !file.startsWith(root + path.sep)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const gzipCache = new Map();

/**
 * Gzip size of a file: its `.gz` sibling when the build wrote one, else gzip -9 in memory. Cached per file version.
 * @param {string} file
 */
export function gzipBytes(file) {
  const stat = statSync(file);
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  const cached = gzipCache.get(key);
  if (cached !== undefined) return cached;
  const sibling = `${file}.gz`;
  let bytes;
  if (existsSync(sibling) && statSync(sibling).isFile() && statSync(sibling).mtimeMs >= stat.mtimeMs) {
    bytes = statSync(sibling).size;
  } else {
    bytes = gzipSync(readFileSync(file), { level: zlibConstants.Z_BEST_COMPRESSION }).length;
  }
  gzipCache.set(key, bytes);
  return bytes;
}

/**
 * @typedef {{ file: string, bytes: number }} AssetWeight  file: path relative to the export, bytes: gzip bytes
 * @typedef {{ jsBytes: number, cssBytes: number, jsFiles: AssetWeight[], cssFiles: AssetWeight[],
 *   missing: string[], external: string[], nomodule: string[] }} PageWeight
 */

/**
 * The JS and CSS gzip bytes one exported page makes the browser load.
 * `missing` lists same-origin references that are not files of the export; `external` those to other origins.
 * @param {string} htmlFilePath
 * @param {string} exportDir
 * @returns {PageWeight}
 */
export function pageWeight(htmlFilePath, exportDir) {
  const refs = extractAssetRefs(readFileSync(htmlFilePath, 'utf8'));
  const missing = [];
  const external = [];
  const seen = new Set();
  const measure = (urls) => {
    const files = [];
    for (const url of urls) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
        external.push(url);
        continue;
      }
      const file = resolveAsset(url, htmlFilePath, exportDir);
      if (!file) {
        missing.push(url);
        continue;
      }
      if (seen.has(file)) continue;
      seen.add(file);
      files.push({ file: path.relative(exportDir, file).split(path.sep).join('/'), bytes: gzipBytes(file) });
    }
    return files;
  };
  const jsFiles = measure(refs.js);
  const cssFiles = measure(refs.css);
  const sum = (files) => files.reduce((total, entry) => total + entry.bytes, 0);
  return {
    jsBytes: sum(jsFiles),
    cssBytes: sum(cssFiles),
    jsFiles,
    cssFiles,
    missing: dedupe(missing),
    external: dedupe(external),
    nomodule: refs.skipped,
  };
}

/**
 * The URL path an exported HTML file is served at: `index.html` -> `/`, `a/b.html` -> `/a/b`, `a/index.html` -> `/a`.
 * @param {string} relativeFile path relative to the export, with `/` or the platform separator
 */
export function urlPathFor(relativeFile) {
  const parts = relativeFile.split(/[\\/]+/).filter(Boolean);
  const last = parts.pop() ?? '';
  if (last !== 'index.html') parts.push(last.replace(/\.html$/, ''));
  return `/${parts.join('/')}`;
}

/**
 * Every exported HTML page (404.html included), sorted by URL path.
 * @param {string} exportDir
 * @returns {{ urlPath: string, file: string, filePath: string }[]}
 */
export function listPages(exportDir) {
  const root = path.resolve(exportDir);
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === root && entry.name === '_next') continue; // build assets, no pages
        walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        const file = path.relative(root, full).split(path.sep).join('/');
        pages.push({ urlPath: urlPathFor(file), file, filePath: full });
      }
    }
  };
  walk(root);
  return pages.sort((a, b) =>
    a.urlPath < b.urlPath ? -1 : a.urlPath > b.urlPath ? 1 : a.file < b.file ? -1 : 1,
  );
}

/**
 * The exported HTML file for a URL path (`/` -> index.html, `/a` -> a.html or a/index.html), or null.
 * @param {string} urlPath
 * @param {string} exportDir
 */
export function htmlFileFor(urlPath, exportDir) {
  const clean = urlPath.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(exportDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * @typedef {{ jsKb?: number, cssKb?: number, htmlBrKb?: number, jsOverFloor?: number, jsKbOverFloor?: number }} BudgetOverride
 * @typedef {{ defaultJsKb: number, defaultCssKb: number, defaultHtmlBrKb: number,
 *   pages?: Record<string, BudgetOverride> }} Budgets
 */

/**
 * The budget of one page in bytes (1 KB = 1024 bytes). An override keyed by the exact URL path wins; else the longest
 * matching `/section/*` key (which matches `/section` and everything below it); else the defaults.
 * @param {string} urlPath
 * @param {Budgets} budgets
 * @returns {{ jsBytes: number, cssBytes: number, htmlBrBytes: number, jsOverFloor: number | null,
 *   jsBytesOverFloor: number | null, key: string | null }}
 */
export function budgetFor(urlPath, budgets) {
  const overrides = budgets.pages ?? {};
  let key = Object.hasOwn(overrides, urlPath) ? urlPath : null;
  if (key === null) {
    let longest = -1;
    for (const candidate of Object.keys(overrides)) {
      if (!candidate.endsWith('/*')) continue;
      const prefix = candidate.slice(0, -2);
      const matches = prefix === '' || urlPath === prefix || urlPath.startsWith(`${prefix}/`);
      if (matches && prefix.length > longest) {
        key = candidate;
        longest = prefix.length;
      }
    }
  }
  const override = key === null ? {} : overrides[key];
  return {
    jsBytes: Math.round((override.jsKb ?? budgets.defaultJsKb) * 1024),
    cssBytes: Math.round((override.cssKb ?? budgets.defaultCssKb) * 1024),
    htmlBrBytes: Math.round((override.htmlBrKb ?? budgets.defaultHtmlBrKb) * 1024),
    jsOverFloor: override.jsOverFloor ?? budgets.defaultJsOverFloor ?? null,
    // Render-blocking stylesheets: the page's own where the shared chunk cannot take its CSS in order.
    maxStylesheets: override.maxStylesheets ?? budgets.maxStylesheets ?? null,
    // What a page may add to the floor page's JS, in bytes, where a ratio is too loose (a page's own script).
    jsBytesOverFloor: override.jsKbOverFloor === undefined ? null : Math.round(override.jsKbOverFloor * 1024),
    key,
  };
}
