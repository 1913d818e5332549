// The search index build over a tiny export: which pages it takes, how it reads them, and what it writes.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotate, buildSearchIndex, pagePathOf, storedSearchFile } from './search-index.mjs';

const page = (title: string, body: string, head = '') =>
  `<!DOCTYPE html><html lang="en-AU"><head><title>${title}</title>` +
  `<meta name="description" content="About ${title}"/>${head}</head><body><header>Chrome words</header>` +
  `<main id="main-content" data-pagefind-body=""><h1>${title}</h1>${body}</main></body></html>`;

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['about-us.html', '/about-us'],
    ['gu/index.html', '/gu'],
    ['travel-insurance/plans/domestic.html', '/travel-insurance/plans/domestic'],
  ])('serves %s at %s', (relative, expected) => {
    expect(pagePathOf(relative)).toBe(expected);
  });
});

describe('annotate', () => {
  it('keeps the words of neighbouring cells and items apart', () => {
    expect(annotate('<dl><dt>Excess</dt><dd>$750</dd></dl><ul><li>a</li><li>b</li></ul>', 'Travel')).toBe(
      '<dl><dt>Excess </dt><dd>$750 </dd></dl><ul><li>a </li><li>b </li></ul>',
    );
  });

  it('ends a heading under the title as a sentence, so an excerpt running into the next paragraph reads as two', () => {
    expect(
      annotate('<h2 id="c">Claiming</h2><p>Claim extras.</p><h3>Is it covered?</h3><p>Yes</p>', 'Help'),
    ).toBe('<h2 id="c">Claiming. </h2><p>Claim extras. </p><h3>Is it covered? </h3><p>Yes </p>');
    // The title is the result's heading (Pagefind's title metadata): it keeps its words as they are.
    expect(annotate(page('Claims', ''), 'Help')).toContain('>Claims </h1>');
  });

  it('files the main content under its section and takes the description as metadata', () => {
    const html = annotate(page('Travel', '<p>Trips</p>'), 'Travel');
    expect(html).toContain(
      '<main data-pagefind-filter="section:Travel" id="main-content" data-pagefind-body="">',
    );
    expect(html).toContain(
      '<meta data-pagefind-meta="description[content]" name="description" content="About Travel"/>',
    );
  });
});

describe('annotate, for ranking and filters', () => {
  it('files the page under its brand, so each brand’s search can keep to its own pages', () => {
    const html = annotate(page('Claims', '<p>How to claim</p>'), 'Gumleaf Health', 'gu');
    expect(html).toContain('data-pagefind-body=""><span data-pagefind-filter="brand:gu"></span><h1');
    expect(annotate(page('Modal', '<p>A dialog</p>'), 'Design system', null)).not.toContain('brand:');
  });

  it('gives the page its keywords as metadata, never as text an excerpt could show', () => {
    const html = annotate(
      page('Health insurance help', '<p>Claims</p>'),
      'Health insurance',
      'main',
      'claim',
    );
    expect(html).toContain('<span data-pagefind-meta="keywords:claim"></span>');
    expect(annotate(page('Help', '<p>Claims</p>'), 'Health insurance', 'main', '')).not.toContain('keywords');
  });

  it('weighs the title and the lead paragraph under it above the rest of the page', () => {
    const html = annotate(
      page('Extras cover', '<p>Money back on extras.</p><p>More.</p>'),
      'Health insurance',
    );
    expect(html).toContain('<h1 data-pagefind-weight="10">Extras cover </h1>');
    expect(html).toContain('<p data-pagefind-weight="3">Money back on extras. </p><p>More. </p>');
  });
});

describe('buildSearchIndex', () => {
  let dir: string;
  let result: { pages: number; bytes: number };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    const files: Record<string, string> = {
      'index.html': page('Home', '<p>Bronze cover for everyone.</p>'),
      'travel-insurance.html': page('Travel insurance', '<p>Cover for trips.</p>'),
      'search.html': page('Search', '<p>Search</p>', '<meta name="robots" content="noindex, follow"/>'),
      '404.html': page('Not found', '<p>Gone</p>', '<meta name="robots" content="noindex"/>'),
      'find-a-provider/dental/church-street-dental-parramatta.html': page(
        'Church Street Dental, Parramatta',
        '<p>Dentist in Parramatta</p>',
        '<meta name="site-search" content="exclude"/>',
      ),
      'plain.html': '<!DOCTYPE html><html><body><p>No main content marked</p></body></html>',
    };
    for (const [relative, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
      await writeFile(path.join(dir, relative), html);
    }
    result = await buildSearchIndex(dir);
  }, 30_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('indexes the pages with marked main content that robots may index and the site search may show, and no others', () => {
    expect(result.pages).toBe(2);
  });

  it("writes Pagefind's script, worker and index, and none of its prebuilt interfaces", async () => {
    const written = await readdir(path.join(dir, 'pagefind'));
    expect(written).toEqual(
      expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']),
    );
    expect(written.filter((name) => /^pagefind-(ui|modular-ui|component-ui|highlight)/.test(name))).toEqual(
      [],
    );
    expect(result.bytes).toBeGreaterThan(0);
  });

  it('stores the index and WebAssembly uncompressed, as Pagefind reads them after its own inflate', async () => {
    const root = path.join(dir, 'pagefind');
    const entry = JSON.parse(await readFile(path.join(root, 'pagefind-entry.json'), 'utf8'));
    const { hash, wasm } = entry.languages.en;
    for (const file of [`pagefind.${hash}.pf_meta`, `wasm.${wasm}.pagefind`]) {
      const bytes = await readFile(path.join(root, file));
      expect(bytes.subarray(0, 12).toString('latin1'), file).toBe('pagefind_dcd');
    }
  });
});

describe('storedSearchFile', () => {
  it('inflates what Pagefind gzipped and leaves anything else as it is', () => {
    const plain = Buffer.from('pagefind_dcd and the rest');
    expect(storedSearchFile(gzipSync(plain))).toEqual(plain);
    expect(storedSearchFile(Buffer.from('export const x = 1;'))).toEqual(Buffer.from('export const x = 1;'));
  });
});
