// The throughput baseline server: serves the export from disk, precompressed when the client accepts it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lib from './bench-static-server.mjs';

let root = '';
let server: Server;
let origin = '';
const html = '<!DOCTYPE html><title>Home</title>'.repeat(20);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  mkdirSync(path.join(root, '_next/static/chunks'), { recursive: true });
  mkdirSync(path.join(root, 'foundation'));
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(root, 'foundation/index.html'), '<p>Foundation</p>');
  writeFileSync(path.join(root, 'nz.html'), '<p>NZ</p>');
  writeFileSync(path.join(root, '_next/static/chunks/a.js'), 'let a = 1;');
  server = lib.createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('bench static server', () => {
  it('serves the brotli sibling when accepted', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(brotliCompressSync(html).length);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(await response.text()).toBe(html);
  });

  it('serves the plain file otherwise', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(html.length);
  });

  it('maps clean URLs to exported pages and marks hashed assets immutable', async () => {
    expect(await (await fetch(`${origin}/foundation`)).text()).toBe('<p>Foundation</p>');
    expect(await (await fetch(`${origin}/nz`)).text()).toBe('<p>NZ</p>');
    const asset = await fetch(`${origin}/_next/static/chunks/a.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for unknown paths and paths outside the export', async () => {
    expect((await fetch(`${origin}/missing`)).status).toBe(404);
    expect((await fetch(`${origin}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(405);
  });

  it('reads Accept-Encoding q-values', () => {
    expect(lib.accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(lib.accepts('gzip, br;q=0', 'br')).toBe(false);
    expect(lib.accepts('br;q=0.5', 'br')).toBe(true);
    expect(lib.accepts('*', 'br')).toBe(true);
    expect(lib.accepts('*;q=0, gzip', 'br')).toBe(false);
    expect(lib.accepts('', 'gzip')).toBe(false);
  });
});
