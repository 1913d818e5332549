import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CSP_MANIFEST,
  collectCspHashes,
  inlineScriptContents,
  inlineScriptHashes,
  sha256Source,
  writeCspManifest,
} from './csp-hashes.mjs';

const text = (buffers: Buffer[]): string[] => buffers.map((buffer) => buffer.toString('utf8'));

describe('sha256Source', () => {
  it('matches the value browsers compute (the example in the CSP documentation)', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes line endings as the HTML parser normalises them', () => {
    expect(sha256Source('a\r\nb\rc')).toBe(sha256Source('a\nb\nc'));
  });
});

describe('inlineScriptContents', () => {
  it('returns inline scripts only, with their exact content', () => {
    const html =
      '<script>self.__next_f=[]</script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script async src=/b.js></script>' +
      '<SCRIPT type="module">é()</SCRIPT >' +
      '<script id="x" data-note="a > b">\n  one()\n</script>' +
      '<script-tag>not a script</script-tag>' +
      '<script></script>';
    expect(text(inlineScriptContents(html))).toEqual(['self.__next_f=[]', 'é()', '\n  one()\n', '']);
  });

  it('does not mistake an attribute whose value mentions src for a src attribute', () => {
    expect(text(inlineScriptContents('<script data-x="src=/a.js">run()</script>'))).toEqual(['run()']);
  });

  it('ends a script at the first closing tag, as the HTML tokenizer does', () => {
    expect(text(inlineScriptContents('<script>a("</script>")</script>'))).toEqual(['a("']);
  });

  it('keeps multi-byte characters exact when given a buffer', () => {
    const html = Buffer.from('<p>café</p><script>x("naïve — ok")</script>');
    expect(text(inlineScriptContents(html))).toEqual(['x("naïve — ok")']);
    expect(inlineScriptHashes(html)).toEqual([sha256Source('x("naïve — ok")')]);
  });
});

describe('inlineScriptHashes', () => {
  it('lists each distinct hash once, in document order', () => {
    const html = '<script>b()</script><script>a()</script><script>b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256Source('b()'), sha256Source('a()')]);
  });
});

describe('writeCspManifest', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'csp-'));
    await mkdir(path.join(dir, 'foo'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<script>home()</script><script src="/a.js"></script>');
    await writeFile(path.join(dir, 'foo/bar.html'), '<script>bar()</script><script>home()</script>');
    await writeFile(path.join(dir, '404.html'), '<h1>Not found</h1>');
    await writeFile(path.join(dir, 'index.txt'), '<script>not html()</script>');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('maps every HTML file, by path relative to the export, to its hashes', async () => {
    const expected = {
      '404.html': [],
      'foo/bar.html': [sha256Source('bar()'), sha256Source('home()')],
      'index.html': [sha256Source('home()')],
    };
    expect(await collectCspHashes(dir)).toEqual(expected);
    expect(await writeCspManifest(dir)).toEqual(expected);
    expect(JSON.parse(await readFile(path.join(dir, CSP_MANIFEST), 'utf8'))).toEqual(expected);
  });
});
