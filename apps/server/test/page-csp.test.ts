// The pages that need more than the strict CSP get exactly what they need: the live-editable code block's page
// 'unsafe-eval', the search pages 'wasm-unsafe-eval' (and Pagefind's worker a policy of its own); every other page,
// and everything that is not a page, stays strict.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { PAGE_SCRIPT_SOURCES, pageCsp } from '../src/security-headers';
import { sha256Source, writeCspManifest } from '@ds/scripts/lib/csp-hashes.mjs';

const INLINE = 'self.__next_f.push([1,"code"])';
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script>${INLINE}</script></body></html>\n`;

const FILES: Record<string, string> = {
  'index.html': page('Home'),
  'components/code-block.html': page('Code block'),
  'components/code-block.txt': '0:{"page":"code-block"}\n',
  'components/button.html': page('Button'),
  'search.html': page('Search'),
  'gu/search.html': page('Search'),
  'gu/hospital-cover.html': page('Hospital cover'),
  'pagefind/pagefind.js': 'export const search = 1;\n',
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {};\n',
  'design-system.html': page('Design system'),
  '404.html': page('Not found'),
};

function scriptSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('pageCsp', () => {
  it('puts extra script sources after self and before the hashes, leaving the other directives alone', () => {
    const strict = pageCsp(["'sha256-abc='"]);
    const relaxed = pageCsp(["'sha256-abc='"], ["'unsafe-eval'"]);
    expect(scriptSrc(relaxed)).toEqual(["'self'", "'unsafe-eval'", "'sha256-abc='"]);
    expect(relaxed.replace(" 'unsafe-eval'", '')).toBe(strict);
  });

  it("grants 'unsafe-eval' to the code-block page and 'wasm-unsafe-eval' to the search pages, nothing else", () => {
    expect(PAGE_SCRIPT_SOURCES).toEqual({
      'components/code-block.html': ["'unsafe-eval'"],
      'search.html': ["'wasm-unsafe-eval'"],
      'gu/search.html': ["'wasm-unsafe-eval'"],
    });
  });
});

describe('per-page CSP allowances served from an export', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-export-csp-'));
    for (const [relative, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
      await writeFile(path.join(dir, relative), content);
    }
    await writeCspManifest(dir);
    app = buildServer({ siteRoot: dir, apiRateLimit: { max: 1000, timeWindow: 60_000 } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const csp = async (url: string) =>
    (await app.inject({ method: 'GET', url })).headers['content-security-policy'];

  it.each(['/components/code-block', '/components/code-block/', '/components/code-block.html'])(
    '%s may eval, and still runs only its own and hashed scripts',
    async (url) => {
      const policy = await csp(url);
      expect(scriptSrc(policy)).toEqual(["'self'", "'unsafe-eval'", sha256Source(INLINE)]);
      expect(String(policy)).not.toContain('unsafe-inline');
      expect(String(policy)).toContain("style-src 'self'");
    },
  );

  it.each(['/search', '/search/', '/search?q=bronze', '/gu/search', '/gu/search?q=cover'])(
    '%s may compile WebAssembly (Pagefind), and may not eval',
    async (url) => {
      const policy = await csp(url);
      expect(scriptSrc(policy)).toEqual(["'self'", "'wasm-unsafe-eval'", sha256Source(INLINE)]);
      expect(String(policy)).not.toMatch(/'unsafe-eval'|unsafe-inline/);
    },
  );

  it("runs Pagefind's worker under its own policy: WebAssembly and fetches from the site only", async () => {
    expect(await csp('/pagefind/pagefind-worker.js')).toBe(
      "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'",
    );
    expect(await csp('/pagefind/pagefind.js')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each(['/', '/components/button', '/design-system', '/gu/hospital-cover', '/no/such/page'])(
    '%s stays strict',
    async (url) => {
      expect(scriptSrc(await csp(url))).toEqual(["'self'", sha256Source(INLINE)]);
    },
  );

  it("the code-block page's RSC payload is not a page and gets the strict non-page policy", async () => {
    expect(await csp('/components/code-block.txt')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
