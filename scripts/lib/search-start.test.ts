// The build step that starts Pagefind from the search pages' heads: the tags it writes, where, and on which pages.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_START_TAGS, addSearchStart, withSearchStart } from './search-start.mjs';

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"/><title>${title}</title></head><body><main>${title}</main></body></html>`;

describe('SEARCH_START_TAGS', () => {
  it("starts Pagefind's script from an inline module unless the server answers searches, quietly when it cannot", () => {
    expect(SEARCH_START_TAGS).toBe(
      '<script type="module" async>if (!performance.getEntriesByType("navigation")[0]?.serverTiming?.some(' +
        '(entry) => entry.name === "search-api")) ' +
        'import("/pagefind/pagefind.js").then((pagefind) => pagefind.init()).catch(() => {});</script>',
    );
  });
});

describe('withSearchStart', () => {
  it('puts the tags at the end of the head, once however often it runs', () => {
    const once = withSearchStart(page('Search'));
    expect(once).toContain(`${SEARCH_START_TAGS}</head>`);
    expect(withSearchStart(once)).toBe(once);
  });

  it('fails loudly on a page without a head', () => {
    expect(() => withSearchStart('<p>bare</p>')).toThrow(/no <\/head>/);
  });
});

describe('addSearchStart', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('changes the search pages only', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'search-start-'));
    await mkdir(path.join(dir, 'gu'), { recursive: true });
    for (const file of ['search.html', 'gu/search.html', 'index.html'])
      await writeFile(path.join(dir, file), page(file));

    expect(await addSearchStart(dir, ['/search', '/gu/search'])).toEqual({ pages: 2 });
    expect(await readFile(path.join(dir, 'gu/search.html'), 'utf8')).toContain(SEARCH_START_TAGS);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe(page('index.html'));
  });
});
