// The Scrollable table page: a wide table is a named, focusable region with a hint and scrolls by arrow keys;
// a table that fits is left alone; axe.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/scrollable-table';
const HINT = 'Scroll sideways to see the whole table';

const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"]`);

/** Resolves once the wrapper has measured its table (after hydration). */
async function measured(wrapperHost: Locator) {
  await expect(wrapperHost.locator('[data-overflow]')).not.toHaveAttribute('data-overflow', 'unknown');
}

for (const width of [375, 1440]) {
  test.describe(`Scrollable table at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a wide table shows the hint and scrolls by arrow keys once its region has focus', async ({
      page,
    }) => {
      await page.goto(PATH);
      const wide = example(page, 'wide-table');
      await measured(wide);
      await expect(wide.getByText(HINT)).toBeVisible();
      const region = wide.getByRole('region', { name: 'Annual limits by extras cover' });
      await expect(region).toHaveAccessibleDescription(HINT);

      // The region is the tab stop just before the example's code (whose first stop is its Copy button).
      await wide.getByRole('button', { name: /^Copy/ }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(region).toBeFocused();
      expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBe(0);
    });

    test('a table that fits has no hint, no region and no tab stop', async ({ page }) => {
      await page.goto(PATH);
      const narrow = example(page, 'narrow-table');
      await measured(narrow);
      await expect(narrow.getByText(HINT)).toHaveCount(0);
      await expect(narrow.getByRole('region', { name: 'Waiting periods' })).toHaveCount(0);
      await expect(narrow.locator('[data-overflow]')).toHaveAttribute('data-overflow', 'fits');
      // Shift+Tab from this example's code (its Copy button) skips the table and leaves the example.
      await narrow.getByRole('button', { name: /^Copy/ }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator(':focus')).toHaveCount(1);
      expect(await narrow.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    });

    test('has no axe violations and breaks no Content-Security-Policy rule', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(PATH);
      await measured(example(page, 'wide-table'));
      await expectNoAxeViolations(page);
      // Only CSP here: the crawl checks every console error (this worktree lacks some pages the nav links to).
      expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
    });
  });
}

test('the hint follows the width: it goes when a resize lets the table fit and comes back when it does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PATH);
  const narrow = example(page, 'narrow-table');
  await measured(narrow);
  await expect(narrow.getByText(HINT)).toHaveCount(0);
  // So narrow that even the two-column table no longer fits.
  await page.setViewportSize({ width: 200, height: 900 });
  await expect(narrow.getByText(HINT)).toBeVisible();
  await expect(narrow.getByRole('region', { name: 'Waiting periods' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(narrow.getByText(HINT)).toHaveCount(0);
});
