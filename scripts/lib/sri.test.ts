// Subresource Integrity added to the export's HTML: which tags get a hash, that it is the hash of the served bytes,
// and that tags already hashed, other sites' files, icons and fonts are left alone.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIntegrity, withIntegrity } from './sri.mjs';

const JS = 'console.log("chunk");\n';
const CSS = 'body{color:#111}\n';
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sri-'));
  await mkdir(path.join(dir, '_next/static/chunks'), { recursive: true });
  await writeFile(path.join(dir, '_next/static/chunks/app.js'), JS);
  await writeFile(path.join(dir, '_next/static/chunks/site.css'), CSS);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('withIntegrity', () => {
  it('hashes scripts, stylesheets and script or style preloads, keeping self-closing tags well formed', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/app.js"/>' +
      '<script src="/_next/static/chunks/app.js" async=""></script>';
    const { html: out, added, missing } = withIntegrity(html, dir);
    expect(added).toBe(3);
    expect(missing).toEqual([]);
    expect(out).toBe(
      `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" integrity="${sha256(CSS)}"/>` +
        `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/app.js" integrity="${sha256(JS)}"/>` +
        `<script src="/_next/static/chunks/app.js" async="" integrity="${sha256(JS)}"></script>`,
    );
  });

  it('leaves a preload of a chunk the page does not load itself without a hash (the app loads it, unhashed)', () => {
    const html = '<link rel="preload" as="script" href="/_next/static/chunks/app.js"/>';
    expect(withIntegrity(html, dir)).toEqual({ html, added: 0, missing: [] });
  });

  it('leaves inline scripts, icons, fonts, other sites and tags already hashed alone', () => {
    const html =
      '<script>self.__next_f=[]</script>' +
      '<link rel="icon" href="/icon.svg"/>' +
      '<link rel="preload" href="/font.woff2" as="font" crossorigin=""/>' +
      '<script src="https://cdn.example/x.js"></script>' +
      '<script src="//cdn.example/y.js"></script>' +
      '<script src="/_next/static/chunks/app.js" integrity="sha256-kept"></script>';
    expect(withIntegrity(html, dir)).toEqual({ html, added: 0, missing: [] });
  });

  it('names a site file a page loads that the export does not have, and one outside it', () => {
    const html =
      '<script src="/_next/static/chunks/gone.js"></script><script src="/../../etc/passwd"></script>';
    expect(withIntegrity(html, dir).missing).toEqual(['/_next/static/chunks/gone.js', '/../../etc/passwd']);
  });
});

describe('addIntegrity', () => {
  it('rewrites the pages that load files, once (a second run changes nothing)', async () => {
    await writeFile(path.join(dir, 'index.html'), '<script src="/_next/static/chunks/app.js"></script>');
    await writeFile(path.join(dir, 'plain.html'), '<p>No scripts</p>');
    expect(await addIntegrity(dir)).toEqual({ pages: 1, tags: 1 });
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toContain(`integrity="${sha256(JS)}"`);
    expect(await addIntegrity(dir)).toEqual({ pages: 0, tags: 0 });
  });
});
