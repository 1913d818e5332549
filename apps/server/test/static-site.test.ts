// The export in memory: files with the same bytes share one body, so two thousand pages of one template (each with
// its own copy of the layout's payload) cost their distinct content, not their count.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from '../src/static-site';

describe('loadStaticSite', () => {
  let root: string;
  const layout = Buffer.from('0:{"layout":"the chrome, the same on every page"}\n'.repeat(50));
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'static-site-'));
    for (const page of ['a', 'b']) {
      await mkdir(path.join(root, 'find-a-provider', page), { recursive: true });
      await writeFile(path.join(root, 'find-a-provider', page, '__next.layout.txt'), layout);
      await writeFile(path.join(root, 'find-a-provider', page, '__next.layout.txt.br'), 'br-bytes');
      await writeFile(path.join(root, 'find-a-provider', `${page}.html`), `<p>page ${page}</p>`);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('holds one body for files of the same content, and counts its bytes once', async () => {
    const site = await loadStaticSite(root);
    const first = site.files.get('find-a-provider/a/__next.layout.txt')!;
    const second = site.files.get('find-a-provider/b/__next.layout.txt')!;
    expect(second.identity.body).toBe(first.identity.body);
    expect(second.identity.etag).toBe(first.identity.etag);
    // Different pages stay different.
    expect(site.files.get('find-a-provider/a.html')!.identity.body.toString()).toBe('<p>page a</p>');
    expect(site.files.get('find-a-provider/b.html')!.identity.body.toString()).toBe('<p>page b</p>');
    const distinct = layout.length + 'br-bytes'.length + '<p>page a</p>'.length * 2;
    expect(site.totalBytes).toBe(distinct);
  });
});
