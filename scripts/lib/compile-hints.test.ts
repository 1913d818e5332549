// V8's compile hint on the scripts pages run at start: which scripts get it (what a page's tags, preloads and inline
// payload name), that each gets it once as its first line, and that scripts loaded later are left alone.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, startupScripts, withCompileHint } from './compile-hints.mjs';

const chunk = (name: string) => `console.log(${JSON.stringify(name)});\n`;
const CHUNKS = ['framework.js', 'preloaded.js', 'client-ref.js', 'on-intent.js', 'other-page.js'];

let dir: string;
const chunkFile = (name: string) => path.join(dir, '_next/static/chunks', name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
  await mkdir(path.join(dir, '_next/static/chunks'), { recursive: true });
  await mkdir(path.join(dir, 'about'), { recursive: true });
  for (const name of CHUNKS) await writeFile(chunkFile(name), chunk(name));
  await writeFile(
    path.join(dir, 'index.html'),
    '<html><head><link rel="preload" as="script" href="/_next/static/chunks/preloaded.js"/>' +
      '<script src="/_next/static/chunks/framework.js" async=""></script></head><body>' +
      '<script>self.__next_f.push([1,"2:I[1,[\\"/_next/static/chunks/client-ref.js\\"],\\"Tabs\\"]"])</script>' +
      '<script src="https://elsewhere.example/analytics.js" async=""></script></body></html>',
  );
  await writeFile(
    path.join(dir, 'about.html'),
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script>' +
      '<script src="/_next/static/chunks/other-page.js" async=""></script></head><body></body></html>',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('let a = 1;\n');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nlet a = 1;\n');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('startupScripts', () => {
  it('lists the scripts any page loads at start, each once, and no other site’s nor one loaded later', async () => {
    expect((await startupScripts(dir)).map((file) => path.basename(file))).toEqual([
      'client-ref.js',
      'framework.js',
      'other-page.js',
      'preloaded.js',
    ]);
  });
});

describe('addCompileHints', () => {
  it('hints those scripts, leaves the one loaded on intent lazy, and changes nothing when run again', async () => {
    expect(await addCompileHints(dir)).toEqual({ scripts: 4, hinted: 4 });
    for (const name of ['framework.js', 'preloaded.js', 'client-ref.js', 'other-page.js'])
      expect(await readFile(chunkFile(name), 'utf8')).toBe(`${COMPILE_HINT}${chunk(name)}`);
    expect(await readFile(chunkFile('on-intent.js'), 'utf8')).toBe(chunk('on-intent.js'));
    expect(await addCompileHints(dir)).toEqual({ scripts: 4, hinted: 0 });
  });
});
