// The site search (the server's search API, or Pagefind in the page where the API does not answer) as a visitor
// uses it: from the header's search icon, by keyboard, for words on known pages; the section filter; a result
// opened and Back; a reload and a shared link; nonsense, markup and very long queries; the page with its script
// blocked or JavaScript off; the second brand's own themed search of its own pages; axe; and no console error (a
// CSP violation would be one).
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brand } from '@ds/site/data';
import { bodyAsSent } from '@ds/scripts/lib/body-as-sent.mjs';
import { asOnAStaticHost } from '@ds/scripts/lib/static-host.mjs';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { holdScripts } from './helpers/held-scripts';
import { layoutShifts } from './helpers/layout-shift';
import { asOwnVisitor } from './helpers/visitor';

// Each test searches as its own visitor: the API's per-client limit counts one test, not the whole run's searches.
test.use({ extraHTTPHeaders: asOwnVisitor });

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
  pages: Record<string, { htmlBrKb?: number }>;
};

const BEFORE_SCRIPT_NOTE =
  'Results appear here once the page has finished loading. If they do not, try the popular pages below.';
const EMPTY_QUERY_NOTE = 'Type a word or two and press Search, or try the popular pages below.';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search for' });
const sectionSelect = (page: Page) => page.getByRole('combobox', { name: 'Section' });
const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /results? for|No results|not available/ });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const resultLinks = (page: Page) => results(page).locator('[data-result-link]');

/** The addresses of the first `count` results, best first. */
async function topResults(page: Page, count: number): Promise<string[]> {
  return (
    await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).slice(0, count);
}

/**
 * Shows twenty results and scrolls the 14th to the top of the window, as a visitor reading on would (the server
 * writes only the first ten into a page); returns that result.
 */
async function readOnToTheFourteenth(page: Page) {
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(resultLinks(page)).toHaveCount(20);
  const reading = resultLinks(page).nth(13);
  await reading.evaluate((link) => link.scrollIntoView({ block: 'start' }));
  return reading;
}

async function searchFor(page: Page, words: string) {
  await searchBox(page).fill(words);
  await searchBox(page).press('Enter');
}

// Words that appear on known pages, and where the best of those pages must rank.
const KNOWN_SEARCHES = [
  { words: 'bronze', page: '/health-insurance/hospital/hospital-bronze', within: 1 },
  { words: 'overseas student', page: '/overseas-students', within: 5 },
  { words: 'NDIS', page: '/thrive', within: 5, firstIn: /^\/(thrive|help\/thrive)\b/ },
  { words: 'shareholder', page: '/shareholders/contact-us', within: 3, firstIn: /^\/shareholders\// },
  // The insurer's pages come before the design system's, whose icons and examples use the same words.
  { words: 'dental', page: '/health-insurance/extras', within: 5, firstIn: /^\/(health-insurance|gu)\// },
];

/** The page shows the results for a known search, with the page it must find ranked where it must be. */
async function expectRanked(page: Page, known: (typeof KNOWN_SEARCHES)[number]) {
  await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${known.words}”$`));
  const top = await topResults(page, known.within);
  expect(top, `'${known.words}' finds ${known.page} in its first ${known.within}`).toContain(known.page);
  if (known.firstIn) expect(top[0]).toMatch(known.firstIn);
}

for (const width of [375, 1440]) {
  test.describe(`site search at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header search icon leads to a search that finds the pages with the words', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/health-insurance');
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).locator('visible=true').click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expect(page.getByRole('search', { name: 'Site' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();

      for (const known of KNOWN_SEARCHES) {
        await searchFor(page, known.words);
        await expect(page).toHaveURL(`/search?q=${encodeURIComponent(known.words).replace(/%20/g, '+')}`);
        await expectRanked(page, known);
        // The matched words are marked in the excerpts.
        await expect(results(page).locator('mark').first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('the section filter narrows the results and lives in the URL; a result opens and Back returns', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/search?q=contact+us');
      await expect(status(page)).toHaveText(/^\d+ results for “contact us”$/);
      await sectionSelect(page).selectOption('Shareholders');
      await expect(page).toHaveURL(/[?&]section=Shareholders/);
      await expect(status(page)).toHaveText(/^\d+ results? for “contact us” in Shareholders$/);
      const tags = results(page).getByText(/^(Shareholders|Health insurance|Travel|Design system)$/);
      await expect(tags.first()).toHaveText('Shareholders');
      for (const href of await topResults(page, 20)) expect(href).toMatch(/^\/shareholders\//);

      await resultLinks(page).first().click();
      await expect(page).toHaveURL(/\/shareholders\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=contact\+us&section=Shareholders$/);
      await expect(searchBox(page)).toHaveValue('contact us');
      await expect(sectionSelect(page)).toHaveValue('Shareholders');
      await expect(status(page)).toHaveText(/in Shareholders$/);
      expect(errors).toEqual([]);
    });

    test('a search URL reloads and is shared as it was; Back and Forward step through searches', async ({
      page,
      browser,
    }) => {
      await page.goto('/search?q=NDIS&section=NDIS+plan+management');
      await expect(status(page)).toHaveText(/^\d+ results? for “NDIS” in NDIS plan management$/);
      await page.reload();
      await expect(searchBox(page)).toHaveValue('NDIS');
      await expect(sectionSelect(page)).toHaveValue('NDIS plan management');
      await expect(status(page)).toHaveText(/in NDIS plan management$/);

      await sectionSelect(page).selectOption('');
      await searchFor(page, 'bronze');
      await expect(status(page)).toHaveText(/^\d+ results for “bronze”$/);
      await page.goBack();
      await expect(searchBox(page)).toHaveValue('NDIS');
      await expect(status(page)).toHaveText(/for “NDIS”$/);
      await page.goForward();
      await expect(searchBox(page)).toHaveValue('bronze');
      await expect(status(page)).toHaveText(/for “bronze”$/);

      const shared = await browser.newPage({ viewport: { width, height: 900 } });
      await shared.goto(page.url());
      await expect(status(shared)).toHaveText(/^\d+ results for “bronze”$/);
      await shared.close();
    });

    test('nonsense finds nothing and says so, with popular pages; markup and long text stay text', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto('/search');
      await searchFor(page, 'zzqxvbn');
      await expect(status(page)).toHaveText('No results for “zzqxvbn”');
      await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Compare health insurance' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      const markup = '<img src=x onerror=alert(1)><b>bold</b>';
      await searchFor(page, markup);
      await expect(status(page)).toHaveText(
        /^(No results|\d+ results?) for “<img src=x onerror=alert\(1\)><b>bold<\/b>”$/,
      );
      await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);

      await page.goto(`/search?q=${'cover '.repeat(400)}`);
      await expect(status(page)).toBeVisible();
      expect((await searchBox(page).inputValue()).length).toBeLessThanOrEqual(100);
      // Cut, and said so; typed or pasted at that length too.
      const cutNote = page.getByText('Only the first 100 characters of your search were used.');
      await expect(cutNote).toBeVisible();
      await searchFor(page, 'hospital');
      await expect(cutNote).toBeHidden();
      await searchFor(page, 'hospital cover '.repeat(10));
      await expect(cutNote).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, 'a long query never widens the page').toBe(false);
      expect(dialogs).toBe(0);
      expect(errors).toEqual([]);
    });

    test('by keyboard alone: search, show more results (focus moves to them), open one', async ({ page }) => {
      await page.goto('/search');
      await searchBox(page).focus();
      await page.keyboard.type('cover');
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText(/^\d+ results for “cover”$/);
      await expect(searchBox(page)).toBeFocused();
      await expect(resultLinks(page)).toHaveCount(10);
      const more = page.getByRole('button', { name: 'Show more results' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(resultLinks(page)).toHaveCount(20);
      await expect(resultLinks(page).nth(10)).toBeFocused();
      const href = await resultLinks(page).nth(10).getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('a shared search shifts nothing on the screen while its results arrive', async ({ page }) => {
      // The server writes the first results into the page, and the page's own take their place as it comes alive
      // (the live status line says so); the footer stays below the fold throughout.
      await page.goto('/search?q=hospital');
      await expect(status(page)).toHaveText(/^\d+ results for “hospital”$/);
      await expect(resultLinks(page)).toHaveCount(10);
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
      await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    });
  });
}

test.describe('site search, coming and going', () => {
  test('Back from a result opened after Show more brings back as many results, with focus on that one', async ({
    page,
  }) => {
    await page.goto('/search?q=cover');
    await expect(resultLinks(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(resultLinks(page)).toHaveCount(20);
    const href = await resultLinks(page).nth(14).getAttribute('href');
    await resultLinks(page).nth(14).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(resultLinks(page)).toHaveCount(20);
    await expect(resultLinks(page).nth(14)).toBeFocused();
    await expect(resultLinks(page).nth(14)).toBeInViewport();
  });

  test('a reload after Show more shows as many results; Back to another search shows its own', async ({
    page,
  }) => {
    await page.goto('/search?q=cover');
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(resultLinks(page)).toHaveCount(20);
    await page.reload();
    await expect(resultLinks(page)).toHaveCount(20);
    await searchFor(page, 'hospital');
    await expect(status(page)).toHaveText(/results for “hospital”$/);
    await expect(resultLinks(page)).toHaveCount(10);
    await page.goBack();
    await expect(resultLinks(page)).toHaveCount(20);
  });

  test('a reload after Show more, and Back and Forward to that search, come back to where the visitor was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search?q=dental');
    await expect(resultLinks(page).first()).toBeVisible();
    await searchFor(page, 'cover');
    const reading = await readOnToTheFourteenth(page);
    const atTop = async () => (await reading.boundingBox())?.y ?? Number.NaN;
    const where = await atTop();
    await page.reload();
    await expect(resultLinks(page)).toHaveCount(20);
    await expect.poll(atTop).toBeCloseTo(where, -1);
    await page.goBack();
    await expect(status(page)).toHaveText(/results? for “dental”$/);
    await page.goForward();
    await expect(resultLinks(page)).toHaveCount(20);
    await expect.poll(atTop).toBeCloseTo(where, -1);
  });

  test('after a reload, a visitor who scrolls before the scripts arrive stays where they scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search?q=cover');
    await readOnToTheFourteenth(page);
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(resultLinks(page)).toHaveCount(10);
    // The visitor goes back up to the first results the server wrote (wherever the browser has put the page), and
    // scrolls down a little to read them.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, -20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(resultLinks(page).nth(1)).toBeInViewport();
    release();
    await expect(resultLinks(page)).toHaveCount(20);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(resultLinks(page).nth(1)).toBeInViewport();
    await expect(resultLinks(page).nth(13)).not.toBeInViewport();
  });

  test('when more results cannot be loaded, those shown stay and the button tries again', async ({
    page,
  }) => {
    await page.goto('/search?q=cover');
    await expect(resultLinks(page)).toHaveCount(10);
    // The next results' request fails once (a dropped connection).
    let failed = false;
    await page.route('**/api/search?*from=*', (route) => {
      if (failed) return route.fallback();
      failed = true;
      return route.abort('connectionreset');
    });
    const more = page.getByRole('button', { name: 'Show more results' });
    await more.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'More results' })).toHaveText(
      'More results could not be loaded. Check your connection and try again.',
    );
    await expect(resultLinks(page)).toHaveCount(10);
    await expect(more).toBeFocused();
    await more.press('Enter');
    await expect(resultLinks(page)).toHaveCount(20);
    await expect(resultLinks(page).nth(10)).toBeFocused();
  });

  test('a search from the address (a shared link, a reload) names itself in the tab’s title', async ({
    page,
  }) => {
    await page.goto('/search?q=dental');
    await expect(status(page)).toHaveText(/results? for “dental”/);
    await expect(page).toHaveTitle(`dental: Search | ${brand.main}`);
    await page.reload();
    await expect(status(page)).toHaveText(/results? for “dental”/);
    await expect(page).toHaveTitle(`dental: Search | ${brand.main}`);
  });

  test('the header search icon on a results page starts afresh', async ({ page }) => {
    await page.goto('/search?q=ambulance');
    await expect(status(page)).toHaveText(/results? for “ambulance”/);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(resultLinks(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
  });

  test('finds pages, not the quote journey part-way through or the logged-out notice', async ({ page }) => {
    await page.goto('/search?q=lifetime+health+cover');
    await expect(status(page)).toHaveText(/results for “lifetime health cover”/);
    const found = await topResults(page, 10);
    expect(found.length).toBeGreaterThan(0);
    for (const href of found) expect(href).not.toMatch(/^\/health-insurance\/join\/(?!welcome$)/);
    await page.goto('/search?q=logged+out');
    await expect(status(page)).toBeVisible();
    expect(await topResults(page, 10)).not.toContain('/onlineservices/oslogout');
  });
});

test.describe('the search page before anything is searched', () => {
  for (const width of [320, 375, 1440]) {
    test(`at ${width}px nothing moves when its script arrives: the note's place is kept for what to do next`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdScripts(page);
      await page.goto('/search', { waitUntil: 'commit' });
      await expect(page.getByText(BEFORE_SCRIPT_NOTE)).toBeVisible();
      await expect(page.getByText(EMPTY_QUERY_NOTE)).toBeHidden();
      release();
      await expect(page.getByText(EMPTY_QUERY_NOTE)).toBeVisible();
      await expect(page.getByText(BEFORE_SCRIPT_NOTE)).toBeHidden();
      expect(await layoutShifts(page, { within: 'main' })).toEqual([]);
    });
  }
});

test.describe('site search without its script', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('with the scripts blocked, the form still searches by a plain GET', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/search');
    await expect(page.getByText(BEFORE_SCRIPT_NOTE)).toBeVisible();
    await searchBox(page).fill('bronze');
    await sectionSelect(page).selectOption('Health insurance');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bronze&section=Health\+insurance$/);
    // The server wrote the first results in, for the words and the section, which the form shows as chosen.
    await expect(page.getByText(/^\d+ results? for “bronze” in Health insurance$/)).toBeVisible();
    expect((await topResults(page, 1))[0]).toBe('/health-insurance/hospital/hospital-bronze');
    await expect(searchBox(page)).toHaveValue('bronze');
    await expect(sectionSelect(page)).toHaveValue('Health insurance');
  });
});

test.describe('site search with JavaScript off', () => {
  test.use({ viewport: { width: 375, height: 900 }, javaScriptEnabled: false });

  test('shows the first results the server wrote in, with the words in the search box', async ({ page }) => {
    await page.goto('/search?q=bronze');
    await expect(page.getByText(/^\d+ results? for “bronze”$/)).toBeVisible();
    await expect(resultLinks(page)).not.toHaveCount(0);
    expect((await topResults(page, 1))[0]).toBe('/health-insurance/hospital/hospital-bronze');
    await expect(searchBox(page)).toHaveValue('bronze');
    // Not the note for a page whose results come later, nor the suggestions for a search that found nothing.
    await expect(page.getByText(BEFORE_SCRIPT_NOTE)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeHidden();
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(/\/health-insurance\/hospital\/hospital-bronze$/);
  });

  test('with nothing found, says so, with what to try and the popular pages', async ({ page }) => {
    await page.goto('/search?q=zzqxj');
    await expect(page.getByText('No results for “zzqxj”')).toBeVisible();
    await expect(page.getByText(/^Check the spelling, or try fewer or more general words/)).toBeVisible();
    await expect(page.getByText(BEFORE_SCRIPT_NOTE)).toBeHidden();
    await expect(searchBox(page)).toHaveValue('zzqxj');
    await expect(page.getByRole('main').getByRole('link', { name: 'Find a provider' })).toBeVisible();
    // The plain form still submits, with the words in the box (axe needs script: it checks this page in the tests
    // above).
    await searchBox(page).fill('bronze');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bronze&section=$/);
    await expect(page.getByText(/^\d+ results? for “bronze”$/)).toBeVisible();
  });

  test('with nothing found in a section, links to the same words in every section', async ({ page }) => {
    await page.goto('/search?q=bronze&section=Shareholders');
    await expect(page.getByText('No results for “bronze” in Shareholders')).toBeVisible();
    await expect(sectionSelect(page)).toHaveValue('Shareholders');
    await page.getByRole('link', { name: 'Search all sections' }).click();
    await expect(page).toHaveURL(/\/search\?q=bronze$/);
    await expect(page.getByText(/^\d+ results? for “bronze”$/)).toBeVisible();
    await expect(sectionSelect(page)).toHaveValue('');
  });

  test('a section chosen with no words stays chosen for the words typed next', async ({ page }) => {
    await page.goto('/search?q=&section=Travel');
    await expect(sectionSelect(page)).toHaveValue('Travel');
    await searchBox(page).fill('claim');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=claim&section=Travel$/);
    await expect(page.getByText(/^\d+ results? for “claim” in Travel$/)).toBeVisible();
  });
});

test.describe('the first results in the page', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  for (const { section, within } of [
    { section: '', within: '' },
    { section: '&section=Travel', within: ' in Travel' },
  ])
    test(`with nothing found${within}, nothing moves as the page takes over`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdScripts(page);
      await page.goto(`/search?q=zzqxj${section}`, { waitUntil: 'commit' });
      const popular = page.getByRole('heading', { name: 'Popular pages' });
      await expect(page.getByText(`No results for “zzqxj”${within}`)).toBeVisible();
      await expect(popular).toBeVisible();
      const before = await popular.boundingBox();
      release();
      await expect(status(page)).toHaveText(`No results for “zzqxj”${within}`);
      await expect(page.locator('[data-served-results]')).toHaveCount(0);
      expect(await popular.boundingBox()).toEqual(before);
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    });

  test('are drawn before the scripts arrive, and stay where they are as the page takes them over', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/search?q=hospital', { waitUntil: 'commit' });
    await expect(resultLinks(page)).toHaveCount(10);
    await expect(page.getByText(/^\d+ results for “hospital”$/)).toBeVisible();
    const before = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => [link.getAttribute('href'), link.getBoundingClientRect().top]),
    );
    release();
    // The page's own results (the live status line says so) in place of the server's, the same, where they were.
    await expect(status(page)).toHaveText(/^\d+ results for “hospital”$/);
    await expect(page.locator('[data-served-results]')).toHaveCount(0);
    await expect(results(page)).toHaveCount(1);
    const after = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => [link.getAttribute('href'), link.getBoundingClientRect().top]),
    );
    expect(after).toEqual(before);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    await expect(page.getByRole('button', { name: 'Show more results' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('the second brand’s search', () => {
  test('its search icon leads to its own search page, in its theme, searching its own pages only', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/gu');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/gu\/search$/);
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'gu');
    await searchFor(page, 'hospital cover');
    await expect(page).toHaveURL(/\/gu\/search\?q=hospital\+cover$/);
    await expect(status(page)).toHaveText(/^\d+ results for “hospital cover”$/);
    expect(await topResults(page, 5)).toContain('/gu/hospital-cover');
    for (const href of await topResults(page, 50)) expect(href).toMatch(/^\/gu(\/|$)/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('words the synonym map changes', () => {
  test('when the changed words find nothing, the page says what it searched for, not that it shows results', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // The second brand's pages never speak of the foundation's grants: 'foundation grant' is searched as 'funding
    // grants' and finds none.
    await page.goto('/gu/search');
    await expect(page.getByText('Search Gumleaf Health’s cover, claiming and help pages.')).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('foundation grant');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('No results for “foundation grant”');
    await expect(page.getByText('Searched for “funding grants”.')).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

/** The search API does not answer here, as on a static host: the page searches with Pagefind itself. */
const withoutSearchApi = (page: Page) =>
  page.route('**/api/search?*', (route) => route.fulfill({ status: 404, body: 'Not found' }));

test.describe('search code', () => {
  test('only the search pages fetch it; a search in the address is answered by the server, with no Pagefind', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/pagefind/') || pathname === '/api/search') fetched.push(pathname);
    });
    for (const path of [
      '/',
      '/health-insurance/hospital/hospital-bronze',
      '/gu',
      '/foundations/iconography',
    ]) {
      await page.goto(path);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    }
    expect(fetched).toEqual([]);
    const response = await page.goto('/search?q=bronze');
    // Sent with a preload of its first search, which its script then takes: one request for the results.
    expect(response?.headers().link).toBe('</api/search?q=bronze>; rel=preload; as=fetch; crossorigin');
    await expect(status(page)).toHaveText(/^\d+ results? for “bronze”$/);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(fetched).toEqual(['/api/search']);
    // That one request is the preload's.
    const apiRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/search')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(apiRequests).toEqual(['link']);
    // Told that the server answers searches, a search page with no words fetches no Pagefind either.
    await page.goto('/search');
    await expect(searchBox(page)).toBeFocused();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(fetched).toEqual(['/api/search']);
  });

  test('a search page sent with its first results is within the search pages’ HTML budget', async ({
    baseURL,
  }) => {
    const budget = budgets.pages['/search']?.htmlBrKb;
    expect(budget).toBeDefined();
    for (const address of [
      '/search?q=hospital',
      '/search?q=cover&section=Health+insurance',
      '/gu/search?q=cover',
    ]) {
      const sent = await bodyAsSent(new URL(address, baseURL), 'br');
      expect(brotliDecompressSync(sent).toString(), address).toContain('aria-describedby="served-result-9"');
      expect(sent.length, `${address}: ${sent.length} bytes brotli`).toBeLessThanOrEqual(budget! * 1024);
    }
  });

  test('without the search API, Pagefind in the page ranks as the site asks', async ({ page }) => {
    // Chromium logs the API's 404 as a failed resource, once a page: the page then searches without asking it.
    const errors = collectConsoleErrors(page, { expectedStatusFor: '/api/search' });
    await asOnAStaticHost(page);
    for (const known of KNOWN_SEARCHES) {
      await page.goto(`/search?q=${encodeURIComponent(known.words)}`);
      await expectRanked(page, known);
    }
    expect(errors).toEqual([]);
  });

  test('on a static host, a search page starts Pagefind’s worker from its head, before its own scripts run', async ({
    page,
  }) => {
    await asOnAStaticHost(page);
    // The page's own scripts never arrive: what starts Pagefind is in the page itself.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    for (const path of ['/search', '/search?q=bronze']) {
      const worker = page.waitForEvent('worker');
      await page.goto(path);
      expect(new URL((await worker).url()).pathname).toBe('/pagefind/pagefind-worker.js');
    }
  });

  test('reached from another page by the app router, the search page searches by the API, or in its worker', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page, { expectedStatusFor: '/api/search' });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/search') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.goto('/health-insurance');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/search$/);
    await searchFor(page, 'bronze');
    await expect(status(page)).toHaveText(/^\d+ results? for “bronze”$/);
    expect(workers).toEqual([]);
    // The API gone (a static host): the next search is Pagefind's, in its worker.
    await withoutSearchApi(page);
    await searchFor(page, 'dental');
    await expect(status(page)).toHaveText(/^\d+ results? for “dental”$/);
    expect(workers).toEqual(['/pagefind/pagefind-worker.js']);
    // Told once that there is no API, the page stops asking it.
    await searchFor(page, 'optical');
    await expect(status(page)).toHaveText(/^\d+ results? for “optical”$/);
    expect(asked).toEqual(['bronze', 'dental']);
    expect(errors).toEqual([]);
  });

  test('a search in the address finds the same pages in the same order from the API as from Pagefind', async ({
    page,
  }) => {
    await page.goto('/search?q=cover');
    await expect(status(page)).toHaveText(/^\d+ results for “cover”$/);
    const fromApi = [await status(page).textContent(), await topResults(page, 10)];
    await asOnAStaticHost(page);
    await page.reload();
    await expect(status(page)).toHaveText(/^\d+ results for “cover”$/);
    expect([await status(page).textContent(), await topResults(page, 10)]).toEqual(fromApi);
  });
});
