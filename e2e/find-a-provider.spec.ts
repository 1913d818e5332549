// 'Find a provider' as a member uses it, at a phone's width and a desktop's, by keyboard alone: the three nearest
// First Choice dentists to Parramatta 2150, one opened, and Back, reload and a shared link each bringing the search
// back; every state checked with axe (no place yet, searching, results, no results, an API failure, location
// refused); 'Use my location' granted and refused; the second brand's own network; New Zealand's own directory.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { holdScripts } from './helpers/held-scripts';
import { asOwnVisitor } from './helpers/visitor';

test.use({ extraHTTPHeaders: asOwnVisitor });

const PARRAMATTA = { latitude: -33.8148, longitude: 151.0017 };

const where = (page: Page) => page.getByRole('combobox', { name: 'Suburb or postcode' });
const service = (page: Page) => page.getByRole('combobox', { name: 'Service' });
const resultsHeading = (page: Page) => page.locator('#provider-results-heading');
const results = (page: Page) =>
  page.getByRole('list', { name: 'Providers, nearest first' }).locator(':scope > li');

/** Presses Tab until `target` has focus, as a keyboard user would (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The distances of the results shown, km, in list order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await results(page).locator('[class*="distance"]').allInnerTexts();
  return texts.map((text) => Number.parseFloat(text));
}

async function expectRestored(page: Page) {
  await expect(where(page)).toHaveValue(/^Parramatta 2150\s*$/);
  await expect(service(page)).toHaveValue('dental');
  await expect(page.getByRole('checkbox', { name: 'First Choice Network only' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Within' })).toHaveValue('10');
  await expect(resultsHeading(page)).toHaveText(/^\d+ dentists within 10 km of PARRAMATTA NSW 2150$/);
  await expect(results(page).first()).toBeVisible();
}

for (const width of [375, 1440]) {
  test.describe(`find a provider at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('by keyboard: the three nearest First Choice dentists to Parramatta 2150, one opened, and Back, reload and a shared link restore the search', async ({
      page,
      browser,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/find-a-provider');
      await expect(page.getByRole('heading', { level: 1, name: 'Find a provider' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Find providers near you' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dentists' })).toBeVisible();
      await expectNoAxeViolations(page);

      await tabTo(page, where(page));
      await page.keyboard.type('Parramatta 2150');
      await page.keyboard.press('Escape');
      await tabTo(page, service(page));
      await page.keyboard.type('Dentists');
      await expect(service(page)).toHaveValue('dental');
      const network = page.getByRole('checkbox', { name: 'First Choice Network only' });
      await tabTo(page, network);
      await page.keyboard.press('Space');
      await expect(network).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(
        /\/find-a-provider\?near=Parramatta\+2150&service=dental&radius=10&network=true$/,
      );
      await expect(resultsHeading(page)).toHaveText(/^\d+ dentists within 10 km of PARRAMATTA NSW 2150$/);
      await expect(resultsHeading(page)).toBeFocused();
      await expect(
        page.getByRole('status').filter({ hasText: /dentists within 10 km of PARRAMATTA NSW 2150/ }),
      ).toHaveCount(1);
      const nearest = await distances(page);
      expect(nearest.length).toBeGreaterThanOrEqual(3);
      expect(nearest).toEqual([...nearest].sort((a, b) => a - b));
      for (const item of (await results(page).all()).slice(0, 3)) {
        await expect(item).toContainText('First Choice Network');
        await expect(item.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/);
      }
      await expectNoAxeViolations(page);

      // The map: beside the list on a desktop, behind its button on a phone.
      const mapToggle = page.getByRole('button', { name: 'Map' });
      if (width < 992) {
        await expect(mapToggle).toHaveAttribute('aria-expanded', 'false');
        await tabTo(page, mapToggle);
        await page.keyboard.press('Enter');
        await expect(mapToggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('#provider-map')).toBeVisible();
        await expectNoAxeViolations(page);
      } else {
        await expect(mapToggle).toBeHidden();
        await expect(page.locator('#provider-map')).toBeVisible();
      }

      // Open the nearest one.
      const first = results(page).first().getByRole('link').first();
      const name = (await first.innerText()).trim();
      await expect(first).toHaveAttribute('href', /^\/find-a-provider\/dental\/[a-z0-9-]+$/);
      await tabTo(page, first);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/find-a-provider\/dental\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      await page.goBack();
      await expectRestored(page);
      await page.reload();
      await expectRestored(page);

      const shared = page.url();
      const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
      const visitor = await other.newPage();
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(shared);
      await expectRestored(visitor);
      await other.close();

      expect(errors).toEqual([]);
    });

    test("'Show more' adds the next ten and focuses the first of them", async ({ page }) => {
      await page.goto('/find-a-provider?near=Parramatta%202150&radius=25');
      await expect(results(page)).toHaveCount(10);
      // On a desktop the map's pins now come before the list (toggle, map, list), so allow their ten presses too.
      await tabTo(page, page.getByRole('button', { name: 'Show more' }), 120);
      await page.keyboard.press('Enter');
      await expect(results(page)).toHaveCount(20);
      await expect(results(page).nth(10).getByRole('link').first()).toBeFocused();
      await expect(page).toHaveURL(/shown=20/);
      await page.reload();
      await expect(results(page)).toHaveCount(20);
    });
  });
}

test('at a desktop width, a pin on the map leads to its result in the list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/find-a-provider?near=Parramatta%202150&service=dental');
  await expect(results(page)).toHaveCount(10);
  const secondName = (await results(page).nth(1).getByRole('link').first().innerText()).trim();
  const pin = page.locator('#provider-map').getByRole('link', { name: `2. ${secondName}` });
  await tabTo(page, pin, 120);
  await page.keyboard.press('Enter');
  await expect(results(page).nth(1).getByRole('link', { name: secondName })).toBeFocused();
});

test('an option ticked before the page comes alive stays ticked and is searched with', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const release = await holdScripts(page);
  await page.goto('/find-a-provider', { waitUntil: 'commit' });
  const wheelchair = page.getByRole('checkbox', { name: 'Wheelchair access' });
  await wheelchair.check();
  release();
  await expect(page.getByText('The search works once the page has finished loading.')).toBeHidden();
  await expect(wheelchair).toBeChecked();
  // Typing renders the form again: a box the page was never told of would be cleared then.
  await where(page).fill('Parramatta 2150');
  await page.keyboard.press('Escape');
  await expect(wheelchair).toBeChecked();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]wheelchair=true(&|$)/);
  await expect(wheelchair).toBeChecked();
  expect(errors).toEqual([]);
});

test.describe('states', () => {
  test('searching keeps its room, then no results offers a wider radius in one click', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/providers?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/find-a-provider?near=Tibooburra%202880&service=private-hospital&radius=5');
    await expect(resultsHeading(page)).toHaveText('Searching for private hospitals…');
    await expect(page.getByRole('region', { name: 'Searching for private hospitals…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectNoAxeViolations(page);
    release();
    await expect(resultsHeading(page)).toHaveText('No private hospitals within 5 km of TIBOOBURRA NSW 2880');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Search within 10 km' }).click();
    await expect(page).toHaveURL(/radius=10/);
    await expect(resultsHeading(page)).toHaveText(/within 10 km of TIBOOBURRA NSW 2880$/);
    await expect(resultsHeading(page)).toBeFocused();
  });

  test('an API failure says so, keeps what was typed and chosen, and Try again searches again', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/api/providers?*', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }),
          })
        : route.continue(),
    );
    await page.goto('/find-a-provider');
    await where(page).fill('Parramatta 2150');
    await service(page).selectOption('dental');
    await page.getByRole('checkbox', { name: 'Wheelchair access' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(resultsHeading(page)).toHaveText('Search did not work');
    await expect(page.getByText(/We could not search for providers just now/).first()).toBeVisible();
    await expect(where(page)).toHaveValue(/^Parramatta 2150\s*$/);
    await expect(service(page)).toHaveValue('dental');
    await expect(page.getByRole('checkbox', { name: 'Wheelchair access' })).toBeChecked();
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(resultsHeading(page)).toHaveText(/dentists within 10 km of PARRAMATTA NSW 2150$/);
  });

  test("a place the API cannot find is said in the API's words", async ({ page }) => {
    await page.goto('/find-a-provider?near=Qwxzzy');
    await expect(resultsHeading(page)).toHaveText('Search did not work');
    await expect(page.getByText('We could not find ‘Qwxzzy’.', { exact: false }).first()).toBeVisible();
    await expect(where(page)).toHaveValue(/^Qwxzzy\s*$/);
  });
});

test.describe('use my location', () => {
  test('granted: searches from where the visitor is', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: PARRAMATTA,
      extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' },
    });
    const page = await context.newPage();
    await page.goto('/find-a-provider');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\?lat=-33\.815&lng=151\.002&radius=10$/);
    await expect(resultsHeading(page)).toHaveText(/^\d+ providers within 10 km of your location$/);
    await expect(resultsHeading(page)).toBeFocused();
    await context.close();
  });

  test('refused: says how to type a suburb instead and puts focus in the box', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.3' } });
    await context.clearPermissions();
    const page = await context.newPage();
    await page.goto('/find-a-provider');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText(/Type your suburb or postcode in the box instead/)).toBeVisible();
    await expect(where(page)).toBeFocused();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test('the second brand searches with its own network, its results showing their details in place', async ({
  page,
}) => {
  await page.goto('/gu/find-a-provider');
  const network = page.getByRole('checkbox', { name: 'Gumleaf Preferred Providers only' });
  await expect(network).toBeVisible();
  await where(page).fill('Parramatta 2150');
  await network.check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/gu\/find-a-provider\?near=Parramatta\+2150&radius=10&network=true$/);
  const first = results(page).first();
  await expect(first).toContainText('Gumleaf Preferred Providers');
  await expect(first).toHaveAttribute('id', /^provider-[a-z0-9-]+$/);
  await expect(first.getByRole('link', { name: /^Call / })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('New Zealand searches its own directory by town', async ({ page }) => {
  await page.goto('/nz/find-a-provider');
  await page.getByRole('textbox', { name: 'Town or suburb' }).fill('Petone');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(resultsHeading(page)).toHaveText(/^\d+ providers within 10 km of Petone, Wellington$/);
  await expect(results(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
