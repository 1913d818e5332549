// Writes a small static export shaped like Next's output to a temp directory, then runs the real build steps
// (precompression and CSP hashing) over it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeCspManifest } from '@ds/scripts/lib/csp-hashes.mjs';
import { precompressDir } from '@ds/scripts/lib/precompress.mjs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';

export const HOME_INLINE = '(self.__next_f=self.__next_f||[]).push([0])';
export const HOME_INLINE_2 = 'self.__next_f.push([1,"0:{\\"page\\":\\"home\\"}\\n"])';
export const NOT_FOUND_INLINE = 'self.__next_f.push([1,"404"])';
export const CHUNK = '_next/static/chunks/app-3f9a1c.js';

const repeat = (text: string, times: number): string => Array.from({ length: times }, () => text).join('\n');

const page = (title: string, inline: string[], body: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="stylesheet" href="/_next/static/css/site-9b1e.css">` +
  `<script src="/${CHUNK}" async=""></script></head><body>${body}` +
  inline.map((script) => `<script>${script}</script>`).join('') +
  `</body></html>\n`;

export const FILES: Record<string, string | Buffer> = {
  'index.html': page(
    'Home',
    [HOME_INLINE, HOME_INLINE_2],
    `<main><h1>Home</h1>${repeat('<p>Cover that fits.</p>', 40)}</main>`,
  ),
  'index.txt': `0:{"page":"home"}\n${repeat('1:["$","p",null,{"children":"Cover"}]', 30)}`,
  'about/team.html': page('Team', [HOME_INLINE], `<h1>Team</h1>${repeat('<p>People.</p>', 30)}`),
  'about/team.txt': `0:{"page":"team"}\n${repeat('1:["$","p",null,{"children":"People"}]', 30)}`,
  'health-insurance/index.html': page(
    'Compare',
    [HOME_INLINE],
    `<h1>Compare</h1>${repeat('<p>Tiers.</p>', 30)}`,
  ),
  '404.html': page(
    'Not found',
    [NOT_FOUND_INLINE],
    `<h1>Page not found</h1>${repeat('<p>Try home.</p>', 20)}`,
  ),
  // The second brand's own not-found page, with its theme and chrome.
  'gu/page-not-found.html': page(
    'Page not found',
    [NOT_FOUND_INLINE],
    `<h1>Not found in the second brand</h1>${repeat('<p>Try its home.</p>', 20)}`,
  ),
  [CHUNK]: `"use strict";${repeat('(self.webpackChunk=self.webpackChunk||[]).push([[1],{}]);', 50)}`,
  '_next/static/css/site-9b1e.css': repeat(
    '.card{border-radius:var(--radius-md);padding:var(--space-4)}',
    40,
  ),
  // The search index as Pagefind writes it: its own script and entry file, and chunks named by content hash.
  'pagefind/pagefind.js': 'export async function search() {}\n',
  'pagefind/pagefind-entry.json': '{"version":"1.6.0","languages":{}}\n',
  'pagefind/wasm.en.pagefind': Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]),
  'pagefind/index/en_497f3ee.pf_index': Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]),
  'favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, ...new Array(60).fill(0)]),
  'images/hero.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
  '.build-stamp': '2025-11-04T00:00:00.000Z\n',
};

/** Creates the export and returns its directory; `withBuildSteps: false` leaves it as `next build` would. */
export async function writeFixtureExport(options: { withBuildSteps?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-export-'));
  for (const [relative, content] of Object.entries(FILES)) {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  if (options.withBuildSteps !== false) {
    await precompressDir(dir);
    await writeCspManifest(dir);
  }
  return dir;
}

export async function removeFixtureExport(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface ListeningFixture {
  dir: string;
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/** The fixture export served by a server listening on a free loopback port. */
export async function listenOnFixture(): Promise<ListeningFixture> {
  const dir = await writeFixtureExport();
  const app = buildServer({ siteRoot: dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    dir,
    app,
    port,
    async close() {
      await app.close();
      await removeFixtureExport(dir);
    },
  };
}
