// The gzipped size of every script a page loads, as fetched from the server (what a visitor downloads).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export async function gzippedScriptBytes(page: Page, url: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}
