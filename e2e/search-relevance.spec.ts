// Search that finds: the relevance set (apps/web/src/search/relevance-set.ts) typed into the built site's search
// pages as a visitor would, each expected page within the first three results; each brand's search keeping to its
// own pages; the header's search icon putting focus in the search box; and excerpts that read as sentences from
// the page (no control labels, price widgets or notes). By keyboard alone, with axe in each state, at 375 and 1440.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { RELEVANCE_DEPTH, RELEVANCE_SET } from '@ds/web/search/relevance-set';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';

// Each test searches as its own visitor: the API's per-client limit counts one test, not the whole run's searches.
test.use({ extraHTTPHeaders: asOwnVisitor });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search for' });
const sectionSelect = (page: Page) => page.getByRole('combobox', { name: 'Section' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const resultLinks = (page: Page) => results(page).locator('[data-result-link]');
const headerSearchLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).locator('visible=true');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The status once the search for `words` has finished, whatever it found. */
const finished = (words: string) => new RegExp(`(results? for|No results for) “${escapeRegExp(words)}”$`);

async function hrefs(page: Page, count = Infinity): Promise<string[]> {
  const all = await resultLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return all.slice(0, count);
}

/** Types a search into the focused box and submits it with Enter, then waits for its results. */
async function typeSearch(page: Page, words: string) {
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(words);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: finished(words) })).toBeVisible();
}

/** Presses Tab (or Shift+Tab, to go back up the page) until `target` has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 40 } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

// What must never show in an excerpt: the words of controls, price widgets, notes and the page's chrome.
const NOT_SENTENCES = [
  /Show cover details/i,
  /see the price disclaimer/i,
  /Skip to (main )?content/i,
  /Who is covered/,
  /Payment frequency/,
  /Tick ‘Compare’/,
  /Prices are samples/,
  /\$\d+\.\d\d per (week|fortnight|month|year)/,
  /Included: \d+/,
  // A cover's list of limits ('Fillings and simple extractions: $400 Major dental: ...') is figures, not sentences.
  /[a-z)]: \$\d/,
];

test.describe('search relevance', () => {
  test('every search in the relevance set finds its page within the first three results', async ({
    page,
  }) => {
    const misses: string[] = [];
    const started = Date.now();
    for (const brand of ['main', 'gu'] as const) {
      await page.goto(brand === 'gu' ? '/gu/search' : '/search');
      for (const { query, expected } of RELEVANCE_SET.filter((c) => (c.brand ?? 'main') === brand)) {
        await typeSearch(page, query);
        const top = await hrefs(page, RELEVANCE_DEPTH);
        if (!top.includes(expected))
          misses.push(`${brand} '${query}': wanted ${expected}, got ${top.join(' ')}`);
      }
    }
    const ms = Date.now() - started;
    test.info().annotations.push({
      type: 'relevance set',
      description: `${RELEVANCE_SET.length} searches in ${ms} ms`,
    });
    console.log(`relevance set: ${RELEVANCE_SET.length} searches in ${ms} ms`);
    expect(misses).toEqual([]);
  });
});

for (const width of [375, 1440]) {
  test.describe(`search that finds, at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header search icon puts focus in the search box; a misspelling still finds the page', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/health-insurance');
      await tabTo(page, headerSearchLink(page));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search$/);
      await expect(searchBox(page)).toBeFocused();
      await expectNoAxeViolations(page);

      await typeSearch(page, 'hosptial');
      await expect(page.getByText('Showing results for “hospital”.')).toBeVisible();
      expect(await hrefs(page, 3)).toContain('/health-insurance/hospital');
      await expectNoAxeViolations(page);

      // On a results page, the icon (back up the page from the search box) starts afresh, focus in the box again.
      await tabTo(page, headerSearchLink(page), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search$/);
      await expect(searchBox(page)).toHaveValue('');
      await expect(searchBox(page)).toBeFocused();
      expect(errors).toEqual([]);
    });

    test('excerpts read as sentences from the page, not control labels, prices or notes', async ({
      page,
    }) => {
      await page.goto('/search');
      for (const words of ['extras', 'bronze', 'dental', 'hospital', 'excess', 'compare']) {
        await typeSearch(page, words);
        const excerpts = await results(page).locator('li > p:last-child').allTextContents();
        expect(excerpts.length, `'${words}' finds pages`).toBeGreaterThan(0);
        for (const excerpt of excerpts) {
          for (const noise of NOT_SENTENCES) expect(excerpt, `'${words}' excerpt`).not.toMatch(noise);
        }
      }
      await expectNoAxeViolations(page);
    });

    test('the second brand’s search keeps to its own pages; the main search leaves them out unless asked', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/gu');
      await tabTo(page, headerSearchLink(page));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/gu\/search$/);
      await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'gu');
      await expect(searchBox(page)).toBeFocused();
      await expect(sectionSelect(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await typeSearch(page, 'claim');
      await expect(page).toHaveURL(/\/gu\/search\?q=claim$/);
      const gu = await hrefs(page);
      expect(gu[0]).toBe('/gu/how-to-claim');
      for (const href of gu) expect(href).toMatch(/^\/gu(\/|$)/);
      await expectNoAxeViolations(page);

      await page.goto('/search');
      await typeSearch(page, 'claim');
      const main = await hrefs(page);
      expect(main.length).toBeGreaterThan(0);
      for (const href of main) expect(href).not.toMatch(/^\/gu(\/|$)/);
      // Asked for by its section, chosen from the keyboard (type-ahead on the focused select).
      await tabTo(page, sectionSelect(page));
      await page.keyboard.type('Gumleaf');
      await expect(page).toHaveURL(/\/search\?q=claim&section=Gumleaf\+Health$/);
      await expect(page.getByRole('status').filter({ hasText: /in Gumleaf Health$/ })).toBeVisible();
      expect((await hrefs(page, 3)).every((href) => href.startsWith('/gu/'))).toBe(true);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}
