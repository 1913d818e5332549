// The head of a sample of exported pages as a search engine or a link preview reads it (the served HTML, no
// browser): the canonical address and Open Graph set on the page's own origin, Twitter's card, the brand's manifest
// and icons (served, of the right type and size) and the theme colour from the tokens; and, on every kind of page
// that asks not to be indexed, no canonical address.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { brand, siteOrigin, variantConfigs, variantForPath } from '@ds/site/data';
import type { ThemeId } from '@ds/tokens/tokens';
import { tokenValue } from '@ds/tokens/tokens';
import { variantHomes } from './helpers/variants';

type Attributes = Record<string, string>;

/** The attributes of every `<tag>` in the HTML's head. */
function tagsIn(html: string, tag: 'meta' | 'link'): Attributes[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  );
}

/** The head's share facts: each is the one value the page carries, or undefined. */
function headOf(html: string) {
  const metas = tagsIn(html, 'meta');
  const links = tagsIn(html, 'link');
  const one = (values: string[], what: string) => {
    expect(values.length, `at most one ${what}`).toBeLessThanOrEqual(1);
    return values[0];
  };
  const meta = (key: 'name' | 'property', name: string) =>
    one(
      metas.filter((m) => m[key] === name).map((m) => m.content!),
      name,
    );
  const link = (rel: string) =>
    one(
      links.filter((l) => l.rel === rel).map((l) => l.href!),
      `link rel=${rel}`,
    );
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    themeColor: meta('name', 'theme-color'),
    canonical: link('canonical'),
    manifest: link('manifest'),
    appleTouchIcon: link('apple-touch-icon'),
    og: (name: string) => meta('property', `og:${name}`),
    twitterCard: meta('name', 'twitter:card'),
  };
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** What a page's layout states: its origin, the name shared links show, its language and its brand. */
interface Expected {
  origin: string;
  siteName: string;
  locale: string;
  theme: ThemeId;
}

function expectedForVariantPage(path: string): Expected {
  const config = variantConfigs[variantForPath(path)];
  return {
    origin: config.origin,
    siteName: config.name,
    locale: config.lang.replace('-', '_'),
    theme: config.theme,
  };
}

const STYLE_GUIDE: Expected = {
  origin: siteOrigin.main,
  siteName: `${brand.mainShort} Design System`,
  locale: 'en_AU',
  theme: 'main',
};

const INDEXABLE: [string, Expected][] = [
  // Every variant's home, and a page deeper in the two variants on their own origins.
  ...variantHomes.map((home): [string, Expected] => [home, expectedForVariantPage(home)]),
  ...['/health-insurance/hospital', '/nz/claims', '/gu/contact-us'].map((path): [string, Expected] => [
    path,
    expectedForVariantPage(path),
  ]),
  // A page that names its own canonical address (the provider directory).
  ['/find-a-provider', expectedForVariantPage('/find-a-provider')],
  // The style guide: the main brand's origin under its own name.
  ['/design-system', STYLE_GUIDE],
  ['/foundations/iconography', STYLE_GUIDE],
];

/** One page of each kind that asks not to be indexed, and the `robots` value it says so with. */
const NOINDEX: [kind: string, path: string, robots: string][] = [
  ['a search page', '/search', 'noindex, follow'],
  ['Gumleaf’s search page', '/gu/search', 'noindex, follow'],
  ['a variant’s not-found page', '/nz/page-not-found', 'noindex'],
  ['a journey step after the first', '/travel-insurance/quote/dates', 'noindex'],
  ['a saved quote', '/nz/get-a-quote/saved', 'noindex'],
  ['a saved overseas quote', '/overseas-students/quote/saved', 'noindex'],
  ['a saved application', '/foundation/funding/apply/saved', 'noindex'],
  ['a content page marked noindex', '/onlineservices/oslogout', 'noindex'],
  ['an icon’s page in the style guide', '/foundations/iconography/system-icons/credit-card', 'noindex'],
  ['the benchmark floor', '/benchmark-floor', 'noindex'],
];

async function getPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.headers()['content-type']).toContain('text/html');
  return { status: response.status(), head: headOf(await response.text()) };
}

for (const [path, expected] of INDEXABLE) {
  test(`${path} has its canonical address and share card on ${expected.origin}`, async ({ request }) => {
    const { status, head } = await getPage(request, path);
    expect(status).toBe(200);
    // Compared as URLs: Next writes the home's address without its slash (https://www.larkspur.example), the same URL.
    const address = new URL(path, expected.origin).href;
    const absolute = (url: string | undefined) => (url ? new URL(url).href : url);
    expect(head.robots ?? '').not.toContain('noindex');
    expect(absolute(head.canonical)).toBe(address);
    expect(absolute(head.og('url'))).toBe(address);
    expect(head.og('title')).toBe(head.title);
    expect(head.og('description')).toBe(head.description);
    expect(head.description).toBeTruthy();
    expect(head.og('type')).toBe('website');
    expect(head.og('site_name')).toBe(expected.siteName);
    expect(head.og('locale')).toBe(expected.locale);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.themeColor).toBe(tokenValue(expected.theme, 'color.brand.primary'));
    expect(head.manifest).toBe(`/icons/${expected.theme}/manifest.webmanifest`);
    expect(head.appleTouchIcon).toBe(`/icons/${expected.theme}/apple-touch-icon.png`);
  });
}

for (const [kind, path, robots] of NOINDEX) {
  test(`${kind} (${path}) asks not to be indexed and names no canonical address`, async ({ request }) => {
    const { head } = await getPage(request, path);
    expect(head.robots).toBe(robots);
    expect(head.canonical).toBeUndefined();
  });
}

test('a missing page answers 404, not to be indexed, with no canonical address', async ({ request }) => {
  const { status, head } = await getPage(request, '/no-such-page/anywhere');
  expect(status).toBe(404);
  expect(head.robots).toContain('noindex');
  expect(head.canonical).toBeUndefined();
});

test('the NZ pages say in their language, as their Open Graph locale does, that they are New Zealand English', async ({
  request,
}) => {
  const response = await request.get('/nz');
  const html = await response.text();
  expect(html).toMatch(/data-variant="nz"[^>]*lang="en-NZ"|lang="en-NZ"[^>]*data-variant="nz"/);
  expect(html).toMatch(/<html[^>]* lang="en-NZ"/);
  expect(headOf(html).og('locale')).toBe('en_NZ');
});

test('the document’s language follows the site on screen, after a client-side navigation and Back', async ({
  page,
}) => {
  await page.goto('/nz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Australian site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  await page.goBack();
  await expect(page).toHaveURL(/\/nz$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
  // Both were client-side navigations: the page never reloaded, so the browser, not the build, set the language.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

for (const theme of ['main', 'foundation', 'thrive', 'gu'] as const) {
  test(`the ${theme} brand’s manifest is served as a manifest, in its colours, with icons at their sizes`, async ({
    request,
  }) => {
    const response = await request.get(`/icons/${theme}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      theme_color: string;
      background_color: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.theme_color).toBe(tokenValue(theme, 'color.brand.primary'));
    expect(manifest.background_color).toBe(tokenValue(theme, 'color.surface.page'));
    expect((await request.get(manifest.start_url)).status()).toBe(200);
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of [
      ...manifest.icons,
      { src: `/icons/${theme}/apple-touch-icon.png`, sizes: '180x180', type: 'image/png', purpose: 'apple' },
    ]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
  });
}
