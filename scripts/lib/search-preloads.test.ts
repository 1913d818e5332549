import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addSearchPreloads, searchPreloadTags, withSearchPreloads } from './search-preloads.mjs';

const ENTRY = { version: '1.6.0', languages: { en: { hash: 'en_a3c9dc30c9', wasm: 'en', page_count: 207 } } };
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"/><title>${title}</title></head><body><main>${title}</main></body></html>`;

describe('searchPreloadTags', () => {
  it("preloads Pagefind's script, its entry at the URL Pagefind asks for, and the index's metadata and WebAssembly, behind the page's own files", () => {
    const tags = searchPreloadTags(ENTRY);
    expect(tags).toContain(
      '<link rel="modulepreload" href="/pagefind/pagefind.js" fetchpriority="low" data-search-preload=""/>',
    );
    for (const file of [
      'pagefind-entry.json?ts=site',
      'pagefind.en_a3c9dc30c9.pf_meta',
      'wasm.en.pagefind',
    ]) {
      expect(tags).toContain(
        `<link rel="preload" as="fetch" crossorigin="" href="/pagefind/${file}" fetchpriority="low" data-search-preload=""/>`,
      );
    }
    expect(tags.match(/<link /g)).toHaveLength(4);
  });

  it('refuses an index of any number of languages but one, rather than preload the wrong files', () => {
    expect(() => searchPreloadTags({ languages: {} })).toThrow(/0 languages/);
    expect(() =>
      searchPreloadTags({
        languages: { en: { hash: 'en_1', wasm: 'en' }, fr: { hash: 'fr_2', wasm: 'fr' } },
      }),
    ).toThrow(/2 languages/);
  });
});

describe('withSearchPreloads', () => {
  it('puts the tags at the end of the head, once however often it runs', () => {
    const tags = searchPreloadTags(ENTRY);
    const once = withSearchPreloads(page('Search'), tags);
    expect(once).toContain(`${tags}</head>`);
    expect(withSearchPreloads(once, tags)).toBe(once);
  });

  it('fails loudly on a page without a head', () => {
    expect(() => withSearchPreloads('<p>bare</p>', 'x')).toThrow(/no <\/head>/);
  });
});

describe('addSearchPreloads', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('changes the search pages only', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'search-preloads-'));
    await mkdir(path.join(dir, 'pagefind'), { recursive: true });
    await mkdir(path.join(dir, 'gu'), { recursive: true });
    await writeFile(path.join(dir, 'pagefind', 'pagefind-entry.json'), JSON.stringify(ENTRY));
    for (const file of ['search.html', 'gu/search.html', 'index.html'])
      await writeFile(path.join(dir, file), page(file));

    expect(await addSearchPreloads(dir, ['/search', '/gu/search'])).toEqual({ pages: 2 });
    expect(await readFile(path.join(dir, 'gu/search.html'), 'utf8')).toContain('data-search-preload');
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe(page('index.html'));
  });
});
