// Page weight of exported HTML pages, measured over a small export written to a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lib from './page-weight.mjs';

let root = '';
const js = 'console.log("a fairly repetitive script body");\n'.repeat(200);
const css = '.card { color: var(--colour-text); padding: 1rem; }\n'.repeat(100);
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

function write(relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
  write('_next/static/chunks/main.js', js);
  write('_next/static/chunks/page.js', js.repeat(2));
  write('_next/static/chunks/lazy.js', 'export const lazy = 1;\n');
  write('_next/static/chunks/client-ref.js', 'export const ref = 2;\n');
  write('_next/static/chunks/runtime.js', 'export const runtime = 3;\n');
  write('_next/static/chunks/polyfills.js', 'var polyfill = true;\n'.repeat(50));
  write('_next/static/chunks/app/%5Bslug%5D/page.js', 'x');
  write('_next/static/chunks/app/[slug]/page.js', js);
  write('_next/static/css/site.css', css);
  write('_next/static/css/extra.css', '.extra{display:none}');
  write('_next/static/media/font.woff2', Buffer.alloc(5000, 1));
  // The build's precompressed sibling is trusted as is (a deliberately recognisable size).
  write('_next/static/chunks/precompressed.js', js);
  write('_next/static/chunks/precompressed.js.gz', Buffer.alloc(123));

  write(
    'index.html',
    `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/css/site.css?dpl=abc" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>
      <link rel="modulepreload" href="/_next/static/chunks/lazy.js">
      <link rel="preload" as="font" href="/_next/static/media/font.woff2" crossorigin="">
      <link rel="icon" href="/favicon.ico">
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/main.js" async=""></script>
    </head><body>
      <!-- <script src="/_next/static/chunks/commented.js"></script> -->
      <script>self.__next_f.push([1,"2:\\"/_next/static/chunks/client-ref.js\\"\\n3:I[12004,[\\"$2\\"]"])</script>
      <script>(globalThis.TURBOPACK ||= []).push({"otherChunks":["static/chunks/main.js","static/chunks/runtime.js"]})</script>
      <script type="application/ld+json" src="/_next/static/chunks/data.json"></script>
      <script src="/_next/static/chunks/page.js" async=""></script>
      <script src='/_next/static/chunks/main.js'></script>
      <script src="https://cdn.example.com/x.js"></script>
      <script src="/_next/static/chunks/not-there.js"></script>
    </body></html>`,
  );
  write(
    'shareholders/home.html',
    `<html><head><LINK REL="stylesheet" HREF="../_next/static/css/extra.css">
      <script SRC="/_next/static/chunks/app/%5Bslug%5D/page.js?v=1&amp;x=2"></script>
      <script src="/_next/static/chunks/precompressed.js"></script></head><body></body></html>`,
  );
  write('foundation/index.html', '<html><body>No scripts at all</body></html>');
  write('404.html', '<html><body>Not found</body></html>');
  write('nz.html', '<html></html>');
  write('_next/static/chunks/stray.html', '<html></html>');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('extractAssetRefs', () => {
  it('finds scripts, stylesheets and script preloads in document order, deduplicated', () => {
    const refs = lib.extractAssetRefs(
      `<link rel="stylesheet" href="/a.css"><link rel="preload" as="style" href="/b.css">
       <link rel="alternate stylesheet" href="/alt.css"><link rel="preload" as="image" href="/i.png">
       <script src="/1.js"></script><script type="module" src="/2.js"></script><script src="/1.js"></script>
       <link rel="modulepreload" href="/3.js"><link rel="preload" as="script" href="/4.js">
       <script src="/old.js" nomodule></script><script type=text/template src="/t.js"></script>`,
    );
    expect(refs.css).toEqual(['/a.css', '/b.css']);
    expect(refs.js).toEqual(['/1.js', '/2.js', '/3.js', '/4.js']);
    expect(refs.skipped).toEqual(['/old.js']);
  });

  it('counts build chunks named inside inline scripts (RSC client references, runtime chunk lists)', () => {
    const refs = lib.extractAssetRefs(
      `<script src="/_next/static/chunks/a.js"></script>
       <script>self.__next_f.push([1,"2:\\"/_next/static/chunks/b.js\\"\\n:HL[\\"/_next/static/chunks/c.css\\",\\"style\\"]"])</script>
       <script>TURBOPACK.push({"otherChunks":["static/chunks/a.js","static/chunks/d.js"]})</script>
       <script type="application/json">{"x":"/elsewhere/e.js"}</script>`,
    );
    expect(refs.js).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/d.js',
    ]);
    expect(refs.css).toEqual(['/_next/static/chunks/c.css']);
  });

  it('ignores markup inside comments, inline scripts and raw-text elements', () => {
    const refs = lib.extractAssetRefs(
      `<!-- <script src="/c.js"></script> --><script>document.write('<script src="/w.js"></' + 'script>')</script>
       <noscript><link rel="stylesheet" href="/noscript.css"></noscript><title><script src="/t.js"></title>
       <script src="/real.js" data-x="a > b"></script>`,
    );
    expect(refs.js).toEqual(['/real.js']);
    expect(refs.css).toEqual([]);
  });

  it('decodes entities in attribute values', () => {
    expect(lib.extractAssetRefs('<script src="/a.js?x=1&amp;y=2"></script>').js).toEqual(['/a.js?x=1&y=2']);
  });
});

describe('pageWeight', () => {
  it('sums the gzip bytes of every JS and CSS file a page loads', () => {
    const weight = lib.pageWeight(path.join(root, 'index.html'), root);
    expect(weight.jsFiles.map((f) => f.file)).toEqual([
      '_next/static/chunks/page.js',
      '_next/static/chunks/lazy.js',
      '_next/static/chunks/main.js',
      '_next/static/chunks/client-ref.js',
      '_next/static/chunks/runtime.js',
    ]);
    expect(weight.cssFiles).toEqual([{ file: '_next/static/css/site.css', bytes: gz(css) }]);
    expect(weight.jsBytes).toBe(
      gz(js.repeat(2)) +
        gz('export const lazy = 1;\n') +
        gz(js) +
        gz('export const ref = 2;\n') +
        gz('export const runtime = 3;\n'),
    );
    expect(weight.cssBytes).toBe(gz(css));
    expect(weight.missing).toEqual(['/_next/static/chunks/not-there.js']);
    expect(weight.external).toEqual(['https://cdn.example.com/x.js']);
    expect(weight.nomodule).toEqual(['/_next/static/chunks/polyfills.js']);
  });

  it('resolves relative and percent-encoded URLs and uses the .gz sibling when present', () => {
    const weight = lib.pageWeight(path.join(root, 'shareholders/home.html'), root);
    expect(weight.cssFiles.map((f) => f.file)).toEqual(['_next/static/css/extra.css']);
    expect(weight.jsFiles).toEqual([
      { file: '_next/static/chunks/app/[slug]/page.js', bytes: gz(js) },
      { file: '_next/static/chunks/precompressed.js', bytes: 123 },
    ]);
    expect(weight.jsBytes).toBe(gz(js) + 123);
    expect(weight.missing).toEqual([]);
  });

  it('ignores a .gz sibling older than its file', () => {
    const file = write('_next/static/chunks/stale.js', js);
    const sibling = write('_next/static/chunks/stale.js.gz', Buffer.alloc(7));
    const past = new Date(Date.now() - 60_000);
    utimesSync(sibling, past, past);
    expect(lib.gzipBytes(file)).toBe(gz(js));
  });

  it('reports zero for a page without scripts or styles', () => {
    const weight = lib.pageWeight(path.join(root, 'foundation/index.html'), root);
    expect(weight).toMatchObject({ jsBytes: 0, cssBytes: 0, jsFiles: [], cssFiles: [] });
  });

  it('does not resolve outside the export', () => {
    const file = write('outside.html', '<script src="../../../../etc/passwd"></script>');
    try {
      expect(lib.pageWeight(file, path.join(root, '_next')).jsFiles).toEqual([]);
    } finally {
      rmSync(file);
    }
  });
});

describe('listPages', () => {
  it('lists every exported page with its URL path, 404 included, build assets excluded', () => {
    const pages = lib.listPages(root).map((p) => [p.urlPath, p.file]);
    expect(pages).toEqual([
      ['/', 'index.html'],
      ['/404', '404.html'],
      ['/foundation', 'foundation/index.html'],
      ['/nz', 'nz.html'],
      ['/shareholders/home', 'shareholders/home.html'],
    ]);
  });

  it('maps file names to URL paths', () => {
    expect(lib.urlPathFor('index.html')).toBe('/');
    expect(lib.urlPathFor('a/b.html')).toBe('/a/b');
    expect(lib.urlPathFor('a/index.html')).toBe('/a');
    expect(lib.urlPathFor('a\\b\\c.html')).toBe('/a/b/c');
  });

  it('finds the HTML file of a route', () => {
    expect(lib.htmlFileFor('/', root)).toBe(path.join(root, 'index.html'));
    expect(lib.htmlFileFor('/shareholders/home', root)).toBe(path.join(root, 'shareholders/home.html'));
    expect(lib.htmlFileFor('/foundation/', root)).toBe(path.join(root, 'foundation/index.html'));
    expect(lib.htmlFileFor('/thrive', root)).toBeNull();
  });
});

describe('budgetFor', () => {
  const budgets = {
    defaultJsKb: 150,
    defaultCssKb: 40,
    defaultHtmlBrKb: 14,
    defaultJsOverFloor: 1.05,
    pages: {
      '/components/table': { jsKb: 260, htmlBrKb: 20 },
      '/components/*': { jsKb: 200, cssKb: 50, jsOverFloor: 1.3 },
      '/components/charts/*': { cssKb: 60 },
    },
  };

  it('uses the defaults, in KiB', () => {
    expect(lib.budgetFor('/', budgets)).toEqual({
      jsBytes: 150 * 1024,
      cssBytes: 40 * 1024,
      htmlBrBytes: 14 * 1024,
      jsOverFloor: 1.05,
      jsBytesOverFloor: null,
      maxStylesheets: null,
      key: null,
    });
    expect(lib.budgetFor('/componentsx', budgets).key).toBeNull();
  });

  it('prefers an exact path, then the longest section', () => {
    expect(lib.budgetFor('/components/table', budgets)).toEqual({
      jsBytes: 260 * 1024,
      cssBytes: 40 * 1024,
      htmlBrBytes: 20 * 1024,
      jsOverFloor: 1.05,
      jsBytesOverFloor: null,
      maxStylesheets: null,
      key: '/components/table',
    });
    expect(lib.budgetFor('/components', budgets).key).toBe('/components/*');
    expect(lib.budgetFor('/components/tabs', budgets)).toMatchObject({
      jsBytes: 200 * 1024,
      cssBytes: 50 * 1024,
      jsOverFloor: 1.3,
    });
    expect(lib.budgetFor('/components/charts/bar', budgets)).toEqual({
      jsBytes: 150 * 1024,
      cssBytes: 60 * 1024,
      htmlBrBytes: 14 * 1024,
      jsOverFloor: 1.05,
      jsBytesOverFloor: null,
      maxStylesheets: null,
      key: '/components/charts/*',
    });
  });

  it('turns an absolute allowance over the floor into bytes', () => {
    const withAllowance = { ...budgets, pages: { '/icons': { jsKbOverFloor: 30 } } };
    expect(lib.budgetFor('/icons', withAllowance).jsBytesOverFloor).toBe(30 * 1024);
    expect(lib.budgetFor('/', withAllowance).jsBytesOverFloor).toBeNull();
  });

  it('lets a page load more stylesheets than the rest where it says so', () => {
    const limited = { ...budgets, maxStylesheets: 2, pages: { '/tabs': { maxStylesheets: 3 } } };
    expect(lib.budgetFor('/tabs', limited).maxStylesheets).toBe(3);
    expect(lib.budgetFor('/', limited).maxStylesheets).toBe(2);
  });

  it('has no limit against the floor when budgets.json sets none', () => {
    expect(
      lib.budgetFor('/', { defaultJsKb: 150, defaultCssKb: 40, defaultHtmlBrKb: 14 }).jsOverFloor,
    ).toBeNull();
  });
});
