// Every internal link any page renders (header, drawer, footer and content) answers 200, and every
// page carries the chrome of the variant its path belongs to. Of the provider and icon pages (two templates, two
// thousand and four hundred pages) it reads a sample (helpers/export.ts).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { variantForPath } from '@ds/site/data';
import { isSitePath } from '@ds/ui/utils';
import { exportedPagesSampled } from './helpers/export';
import { exportDir } from '@ds/scripts/lib/paths.mjs';
import path from 'node:path';

function internalHrefs(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((match) => match[1] ?? '');
  return (
    hrefs
      .filter(isSitePath)
      // The API's own documents (the OpenAPI document the component pages link to) are JSON, not pages: the API
      // tests check them.
      .filter((href) => !href.startsWith('/api/'))
      .map((href) => href.replace(/[?#].*$/, '').replace(/&amp;/g, '&'))
      .map((href) => (href.length > 1 ? href.replace(/\/$/, '') : href))
  );
}

const pages = exportedPagesSampled();
const linked = new Set<string>();
for (const page of pages) {
  for (const href of internalHrefs(readFileSync(path.join(exportDir, page.file), 'utf8'))) linked.add(href);
}

test('pages link to one another', () => {
  expect(linked.size).toBeGreaterThan(50);
});

// A document's PDF (/docs/policy-booklet.pdf) is a file beside its page, not a page: it has no chrome to check.
const isPdf = (href: string) => href.endsWith('.pdf');

for (const href of [...linked].filter(isPdf).sort()) {
  test(`link ${href} answers 200 with a PDF`, async ({ request }) => {
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });
}

for (const href of [...linked].filter((one) => !isPdf(one)).sort()) {
  test(`link ${href} answers 200 with the ${variantForPath(href)} chrome`, async ({ request }) => {
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-variant="${variantForPath(href)}"`);
  });
}

test('contact pages link the numbers and addresses they name', async ({ page }) => {
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
  await expect(main.getByRole('link', { name: '+61 2 5550 1234' })).toHaveAttribute(
    'href',
    'tel:+61255501234',
  );
  await page.goto('/thrive/contact-us');
  await expect(page.getByRole('main').getByRole('link', { name: 'thrive@larkspur.example' })).toHaveAttribute(
    'href',
    'mailto:thrive@larkspur.example',
  );
});

test('/favicon.ico, which browsers ask for whatever a page links, is the site’s icon', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  expect((await response.body()).readUInt16LE(2)).toBe(1);
});
