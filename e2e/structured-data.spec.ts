// Structured data over the built export: every JSON-LD block of every exported page parses and validates against
// schema.org's vocabulary and Google's required fields (scripts/lib/json-ld-validate.mjs); every indexable page
// below a home has its breadcrumb trail, ending at itself; each variant's home names its insurer; the help pages of
// questions are FAQPages; a cover's Offer is the price its page shows. Then, in the browser, the blocks sit in the
// served pages under the Content-Security-Policy without a violation, and the HTML validator accepts them.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { productById, products } from '@ds/product/data';
import { DEFAULT_PRICE_QUERY, priceOf } from '@ds/product/pricing';
import { VARIANT_IDS, variantConfigs, variantForPath } from '@ds/site/data';
import { exportDir } from '@ds/scripts/lib/paths.mjs';
import { jsonLdBlocksOf, validateHtmlJsonLd } from '@ds/scripts/lib/json-ld-validate.mjs';
import { collectConsoleErrors } from './helpers/console';
import { exportedPages } from './helpers/export';
import { expectValidHtml } from './helpers/html';

type Block = Record<string, unknown> & { '@type': string | string[] };

const pages = exportedPages().map((page) => {
  const html = readFileSync(`${exportDir}/${page.file}`, 'utf8');
  return { ...page, html, blocks: jsonLdBlocksOf(html).map((text) => JSON.parse(text) as Block) };
});
const pageAt = (urlPath: string) => pages.find((page) => page.urlPath === urlPath)!;
const blocksOfType = (urlPath: string, type: string) =>
  pageAt(urlPath).blocks.filter((block) => [block['@type']].flat().includes(type));

/** The style guide is the design system's documentation, in no variant's frame: it has no home to be below. */
const STYLE_GUIDE = /^\/(design-system|components|foundations|patterns)(\/|$)/;
const isNoindex = (html: string) => /<meta name="robots" content="noindex/.test(html);
const homePaths = new Set(VARIANT_IDS.map((variant) => variantConfigs[variant].homePath));

test('every JSON-LD block of every exported page parses and validates', () => {
  const errors = pages.flatMap((page) =>
    validateHtmlJsonLd(page.html).map((error) => `${page.urlPath}: ${error}`),
  );
  expect(errors).toEqual([]);
  // The check ran over real blocks: the provider pages alone have two each.
  expect(pages.reduce((count, page) => count + page.blocks.length, 0)).toBeGreaterThan(4000);
});

test('every indexable page below a home has one breadcrumb trail, from its home to itself', () => {
  const below = pages.filter(
    (page) => !STYLE_GUIDE.test(page.urlPath) && !homePaths.has(page.urlPath) && !isNoindex(page.html),
  );
  expect(below.length).toBeGreaterThan(2200);
  const wrong = below.flatMap((page) => {
    const lists = blocksOfType(page.urlPath, 'BreadcrumbList');
    if (lists.length !== 1) return [`${page.urlPath}: ${lists.length} breadcrumb lists`];
    const config = variantConfigs[variantForPath(page.urlPath)];
    const items = lists[0]!.itemListElement as { item: string }[];
    const problems = [];
    if (items[0]!.item !== `${config.origin}${config.homePath}`) problems.push(`starts at ${items[0]!.item}`);
    if (items.at(-1)!.item !== `${config.origin}${page.urlPath}`)
      problems.push(`ends at ${items.at(-1)!.item}`);
    return problems.map((problem) => `${page.urlPath}: ${problem}`);
  });
  expect(wrong).toEqual([]);
});

test('each variant’s home names its insurer, with its logo in the export', () => {
  for (const variant of VARIANT_IDS) {
    const { homePath } = variantConfigs[variant];
    const organization = blocksOfType(homePath, 'Organization')[0]!;
    expect(organization, homePath).toBeDefined();
    expect(organization.contactPoint, homePath).not.toEqual([]);
    const logoPath = new URL(organization.logo as string).pathname;
    expect(() => readFileSync(`${exportDir}${logoPath}`), `${homePath}: logo ${logoPath}`).not.toThrow();
  }
});

test('the help pages of questions and answers are FAQPages, asking the questions they show', () => {
  for (const urlPath of ['/help/thrive', '/shareholders/help/faqs']) {
    const faq = blocksOfType(urlPath, 'FAQPage')[0]!;
    const questions = (faq.mainEntity as { name: string }[]).map((question) => question.name);
    expect(questions.length, urlPath).toBeGreaterThan(1);
    for (const question of questions) expect(pageAt(urlPath).html).toContain(`>${question}</h2>`);
  }
  const faqPages = pages.filter((page) => blocksOfType(page.urlPath, 'FAQPage').length);
  expect(faqPages.map((page) => page.urlPath)).toEqual(['/help/thrive', '/shareholders/help/faqs']);
});

test('a cover’s Offer is the price its page shows first, per month, in AUD', () => {
  const urlPath = '/health-insurance/hospital/hospital-gold';
  const product = blocksOfType(urlPath, 'Product')[0]!;
  const { amount } = priceOf(productById('hospital-gold')!, DEFAULT_PRICE_QUERY);
  expect(product.offers).toMatchObject({
    price: amount,
    priceCurrency: 'AUD',
    priceSpecification: { unitText: 'per month', referenceQuantity: { unitCode: 'MON' } },
  });
  expect(pageAt(urlPath).html).toContain(amount!.toFixed(2));
  const coverPaths = products.map((cover) => `/health-insurance/${cover.type}/${cover.id}`);
  expect(coverPaths.filter((path) => !blocksOfType(path, 'Product').length)).toEqual([]);
});

for (const urlPath of ['/', '/health-insurance/hospital/hospital-gold', '/help/thrive', '/nz/claims']) {
  test(`${urlPath}: its data blocks are served under the CSP without a violation, in valid HTML`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(urlPath);
    expect(response!.status()).toBe(200);
    const served = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(served.length).toBeGreaterThan(0);
    expect(served.map((text) => JSON.parse(text))).toEqual(pageAt(urlPath).blocks);
    await expectValidHtml(await response!.text(), urlPath);
    expect(errors).toEqual([]);
  });
}
