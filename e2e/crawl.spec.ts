// Visits every page of the export: status 200, valid HTML, exactly one h1, axe clean, no sideways scroll at
// 320px, no console errors (which includes Content-Security-Policy violations).
//
// The crawl is most of the e2e run (several hundred pages), so it stays lean: one browser context and page per
// worker, reused from page to page, and no fixed wait: after the load event it waits for the first moment the
// main thread is idle (hydration done), not for half a second of network quiet. The two thousand provider pages
// are one template, and so are the four hundred icon pages: it visits a sample of each (helpers/export.ts).
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { exportedPagesSampled } from './helpers/export';
import { expectValidHtml } from './helpers/html';
import { variantHomes } from './helpers/variants';

const pages = exportedPagesSampled();
const DESKTOP = { width: 1440, height: 900 };

const test = base.extend<object, { crawler: { page: Page; errors: string[] } }>({
  crawler: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await use({ page, errors: collectConsoleErrors(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Resolves once the main thread has had nothing to do (scripts run, React hydrated), or after 2 seconds. */
const mainThreadIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

test('the export has a page for every variant home', () => {
  const paths = pages.map((page) => page.urlPath);
  for (const home of variantHomes) {
    expect(paths).toContain(home);
  }
});

for (const { urlPath } of pages) {
  test(`page ${urlPath} loads cleanly`, async ({ crawler: { page, errors }, request }) => {
    const response = await request.get(urlPath);
    expect(response.status()).toBe(200);
    await expectValidHtml(await response.text(), urlPath);

    errors.length = 0;
    await page.setViewportSize(DESKTOP);
    await page.goto(urlPath);
    await mainThreadIdle(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page);
    // Reflow (WCAG 1.4.10): at 320px wide nothing makes the page scroll sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${urlPath} is wider than a 320px screen`,
      })
      .toBeLessThanOrEqual(0);
    expect(errors, `console errors on ${urlPath}`).toEqual([]);
  });
}

test('an unknown path answers 404 with the site’s not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('couldn’t find that page');
});
