// The token and colour showcases: a tab per tier and per brand, and values that are the ones the page's own CSS
// computes (the unit tests compare every value with the generated stylesheets; here the browser has the last word).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/** Rows of the visible tab panel: custom property and shown value. */
async function shownRows(page: Page) {
  const panel = page.getByRole('tabpanel');
  return panel.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      property: row.querySelector('td:nth-of-type(1) code')?.textContent ?? '',
      value: row.querySelector('td:nth-of-type(2) code')?.textContent ?? '',
    })),
  );
}

for (const width of [375, 1440]) {
  test.describe(`token showcase at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('four tiers as tabs; theme, component and common values are what the page’s CSS computes', async ({
      page,
    }) => {
      await page.goto('/foundations/tokens');
      const tabs = page.getByRole('tablist', { name: 'Token tiers' });
      await expect(tabs.getByRole('tab')).toHaveText(['Theme', 'Component', 'Common', 'Primitive']);
      await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0');
      await expectNoAxeViolations(page);

      // Primitives are not loaded by the site (the unit test compares them with primitives.css).
      for (const tier of ['Theme', 'Component', 'Common']) {
        await tabs.getByRole('tab', { name: tier }).click();
        const rows = await shownRows(page);
        expect(rows.length, tier).toBeGreaterThan(10);
        // Custom properties compute to their value with var() references substituted, as the table shows them.
        const computed = await page.evaluate(
          (properties) =>
            properties.map((property) =>
              getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
            ),
          rows.map((row) => row.property),
        );
        // The shipped CSS is minified (#ffffff becomes #fff, 0.5rem .5rem, spaces after commas and quotes change): compare the
        // values, not their spelling.
        const normalise = (value: string) =>
          value
            .toLowerCase()
            .replace(/'/g, '"')
            .replace(/\s+/g, ' ')
            .replace(/, /g, ',')
            .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/g, '#$1$1$2$2$3$3')
            .replace(/(^|[^\d.])\.(\d)/g, '$10.$2');
        expect(computed.map(normalise), tier).toEqual(rows.map((row) => normalise(row.value)));
      }
    });

    test('the primitive tab shows the palette by family, by keyboard', async ({ page }) => {
      await page.goto('/foundations/tokens');
      const tabs = page.getByRole('tablist', { name: 'Token tiers' });
      await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0');
      await tabs.getByRole('tab', { name: 'Theme' }).focus();
      await page.keyboard.press('End');
      await expect(tabs.getByRole('tab', { name: 'Primitive' })).toHaveAttribute('aria-selected', 'true');
      const teal = page.getByRole('table', { name: 'Colour: teal' });
      await expect(teal.getByRole('rowheader', { name: 'color.teal.700' })).toBeVisible();
      await expect(teal.getByRole('row', { name: /color\.teal\.700/ })).toContainText('--color-teal-700');
      // Tab goes from the tab list into the panel: to the panel itself where its tables fit (they are no tab
      // stops then), to its first table where one scrolls sideways.
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.getByRole('tab', { name: 'Common' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null))
        .toBe(true);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`colour showcase at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('three brands as tabs, each card with its value and every pair’s contrast against AA', async ({
      page,
    }) => {
      await page.goto('/foundations/colour');
      const tabs = page.getByRole('tablist', { name: 'Brands' });
      await expect(tabs.getByRole('tab')).toHaveCount(3);
      await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0');
      const brandPrimary = () =>
        page
          .getByRole('tabpanel')
          .getByRole('listitem')
          .filter({
            has: page.getByRole('heading', { name: 'brand.primary', exact: true }),
          });
      const mainValue = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-brand-primary').trim(),
      );
      await expect(brandPrimary()).toContainText(mainValue);
      await expect(brandPrimary().getByRole('list', { name: 'Contrast of brand.primary' })).toContainText(
        /On surface\.page: \d+\.\d\d:1, passes AA \(needs 4\.5:1\)/,
      );
      await expectNoAxeViolations(page);

      await tabs.getByRole('tab', { name: 'GU' }).click();
      await expect(brandPrimary()).not.toContainText(mainValue);
      await expect(page.getByRole('tabpanel')).toContainText('deep indigo');
      await expect(page.getByRole('tabpanel').getByText('fails AA')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
