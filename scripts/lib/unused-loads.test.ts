// The framework's load that no browser running a page needs: which tags go, and which stay.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeUnusedLoads, withoutUnusedLoads } from './unused-loads.mjs';

const PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/app.js"/>';
const APP = '<script src="/_next/static/chunks/app.js" async=""></script>';
const POLYFILLS = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';

describe('withoutUnusedLoads', () => {
  it('takes out the framework’s nomodule polyfills, and keeps the preload of its bootstrap script', () => {
    const html = `<head>${PRELOAD}</head><body><main>Page</main>${APP}${POLYFILLS}</body>`;
    expect(withoutUnusedLoads(html)).toEqual({
      html: `<head>${PRELOAD}</head><body><main>Page</main>${APP}</body>`,
      removed: 1,
    });
  });

  it('keeps other sites’ and inline nomodule scripts, and a nomodule that is only in another attribute', () => {
    const html =
      '<script src="https://cdn.example/legacy.js" nomodule></script>' +
      '<script nomodule>legacy()</script>' +
      '<script src="/_next/static/chunks/a.js" data-note=" nomodule"></script>' +
      '<link rel="stylesheet" href="/site.css"/>' +
      APP;
    expect(withoutUnusedLoads(html)).toEqual({ html, removed: 0 });
  });
});

describe('removeUnusedLoads', () => {
  it('rewrites only the pages that change, once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'unused-loads-'));
    try {
      await writeFile(path.join(dir, 'index.html'), `${APP}${POLYFILLS}`);
      await writeFile(path.join(dir, 'plain.html'), '<p>No scripts</p>');
      expect(await removeUnusedLoads(dir)).toEqual({ pages: 1, tags: 1 });
      expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe(APP);
      expect(await removeUnusedLoads(dir)).toEqual({ pages: 0, tags: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
