import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  brotliQualityFor,
  compressBuffer,
  isCompressible,
  listFiles,
  precompressDir,
} from './precompress.mjs';

describe('isCompressible', () => {
  it.each([
    'index.html',
    'a/b.js',
    'x.css',
    'page.txt',
    'm.json',
    'i.svg',
    'sitemap.xml',
    'site.webmanifest',
    'favicon.ico',
    'pagefind/pagefind.en_a3c9dc30c9.pf_meta',
    'pagefind/index/en_e57b339.pf_index',
    'pagefind/fragment/en_ef304b8.pf_fragment',
    'pagefind/filter/en_9f4a89f.pf_filter',
    'pagefind/wasm.en.pagefind',
  ])('compresses %s', (file) => expect(isCompressible(file)).toBe(true));
  it.each([
    'app.js.map',
    'hero.png',
    'font.woff2',
    'index.html.br',
    'index.html.gz',
    '_csp.json',
    '.build-stamp',
  ])('leaves %s alone', (file) => expect(isCompressible(file)).toBe(false));
});

describe('brotliQualityFor', () => {
  it('gives the provider pages quality 10 and every other file 11', () => {
    expect(brotliQualityFor('find-a-provider/dental/acacia-dental-parramatta.html')).toBe(10);
    expect(brotliQualityFor('find-a-provider/dental/acacia-dental-parramatta/__next._full.txt')).toBe(10);
    expect(brotliQualityFor('find-a-provider.html')).toBe(11);
    expect(brotliQualityFor('find-a-provider/__next._index.txt')).toBe(11);
    expect(brotliQualityFor('gu/find-a-provider.html')).toBe(11);
    expect(brotliQualityFor('_next/static/chunks/main.js')).toBe(11);
  });
});

describe('compressBuffer', () => {
  it('produces brotli and gzip bodies that decompress to the input', async () => {
    const body = Buffer.from('<p>Cover that fits.</p>'.repeat(200));
    const { br, gz } = await compressBuffer(body);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });
});

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, '_next/static/chunks'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>'.repeat(50));
    await writeFile(path.join(dir, '_next/static/chunks/a.js'), 'console.log(1);'.repeat(50));
    await writeFile(path.join(dir, '_next/static/chunks/a.js.map'), '{"version":3}');
    await writeFile(path.join(dir, 'hero.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz siblings for text assets only, and is safe to run twice', async () => {
    const first = await precompressDir(dir, { concurrency: 2 });
    const second = await precompressDir(dir);
    expect(first.files).toBe(2);
    expect(second).toEqual(first);
    const files = (await listFiles(dir)).map((file: string) => path.relative(dir, file));
    expect(files).toEqual([
      '_next/static/chunks/a.js',
      '_next/static/chunks/a.js.map',
      'hero.png',
      'index.html',
    ]);
    const html = await readFile(path.join(dir, 'index.html'));
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).equals(html)).toBe(true);
    expect(gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).equals(html)).toBe(true);
    await expect(readFile(path.join(dir, '_next/static/chunks/a.js.map.br'))).rejects.toThrow();
    await expect(readFile(path.join(dir, 'hero.png.gz'))).rejects.toThrow();
    expect(first.brBytes).toBeLessThan(first.rawBytes);
  });

  it('compresses each distinct content once, and writes its siblings beside every copy', async () => {
    const payload = '0:{"layout":"the same chrome on every page"}\n'.repeat(40);
    for (const page of ['a', 'b', 'c']) {
      await mkdir(path.join(dir, page), { recursive: true });
      await writeFile(path.join(dir, page, '__next.layout.txt'), payload);
    }
    const summary = await precompressDir(dir, { concurrency: 3 });
    expect(summary.files).toBe(5);
    expect(summary.distinct).toBe(3);
    for (const page of ['a', 'b', 'c']) {
      const br = await readFile(path.join(dir, page, '__next.layout.txt.br'));
      const gz = await readFile(path.join(dir, page, '__next.layout.txt.gz'));
      expect(brotliDecompressSync(br).toString()).toBe(payload);
      expect(gunzipSync(gz).toString()).toBe(payload);
    }
  });
  it('compresses content a provider page shares with another page at quality 11, whatever order files are read in', async () => {
    const shared = Array.from({ length: 400 }, (_, i) => `{"row":${i},"name":"chrome ${i * 7919}"}`).join(
      '\n',
    );
    const ownOnly = `${shared}\n{"page":"provider"}`;
    for (const file of ['a-about/__next.layout.txt', 'find-a-provider/dental/z/__next.layout.txt']) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      await writeFile(path.join(dir, file), shared);
    }
    await writeFile(path.join(dir, 'find-a-provider/dental/z/__next._full.txt'), ownOnly);
    await precompressDir(dir, { concurrency: 4 });
    const best = (await compressBuffer(Buffer.from(shared), { quality: 11 })).br;
    expect(best).not.toEqual((await compressBuffer(Buffer.from(shared), { quality: 10 })).br);
    for (const file of ['a-about/__next.layout.txt', 'find-a-provider/dental/z/__next.layout.txt'])
      expect(await readFile(path.join(dir, `${file}.br`))).toEqual(best);
    expect(await readFile(path.join(dir, 'find-a-provider/dental/z/__next._full.txt.br'))).toEqual(
      (await compressBuffer(Buffer.from(ownOnly), { quality: 10 })).br,
    );
  });
});
