// The Alert page: alerts at load are plain content (no live region) in all four types, an alert that appears
// after a click is announced through a live region, and axe (colour contrast included) passes; the Info box
// page's notes are never live regions.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/** How many alert boxes in main sit inside a live region. */
function alertsInLiveRegions(page: Page) {
  return page
    .locator('main [data-type]')
    .evaluateAll((boxes, live) => boxes.filter((box) => box.closest(live)).length, LIVE);
}

for (const width of [375, 1440]) {
  test.describe(`Alert page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('at load, every alert is plain content outside any live region and says its type in text', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/components/alert');
      await page.waitForLoadState('networkidle');
      // Proving a negative: give hydration and the 100ms announce delay time to (wrongly) make anything live.
      await page.waitForTimeout(500);
      const boxes = page.locator('main [data-type]');
      expect(await boxes.count()).toBeGreaterThanOrEqual(12);
      await expect(page.locator('main [data-frame]').locator(LIVE)).toHaveCount(0);
      expect(await alertsInLiveRegions(page)).toBe(0);
      // Even one with announce: it was in the server's HTML, so hydrating it must not make it live. (In the
      // preview: the example's code shows the same words.)
      await expect(
        page
          .locator('[data-example="appears-after-load"] [data-frame]')
          .getByText(/This alert has announce too/),
      ).toBeVisible();
      for (const [example, type] of [
        ['loud', 'Success'],
        ['soft', 'Information'],
        ['banner', 'Warning'],
        ['loud', 'Error'],
      ]) {
        await expect(page.locator(`[data-example="${example}"]`).getByText(`${type}:`)).toHaveCount(1);
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('an alert that appears after a click is announced politely; an error assertively', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/components/alert');
      await page.waitForLoadState('networkidle');
      // The example's preview (its code block below has a status of its own, for the copy button).
      const demo = page.locator('[data-example="appears-after-load"] [data-frame]');

      const save = demo.getByRole('button', { name: 'Save changes' });
      await save.click();
      const status = demo.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toHaveText(/Success: ?Changes saved/);
      await expect(status).toContainText('Your contact details have been updated.');
      await expect(save).toBeFocused();

      await demo.getByRole('button', { name: 'Save with an error' }).click();
      const alert = demo.getByRole('alert');
      await expect(alert).toHaveAttribute('aria-live', 'assertive');
      await expect(alert).toHaveText(/Error: ?We couldn’t save your changes/);
      await expect(demo.getByRole('status')).toHaveCount(0);

      // The alerts that were there at load are still not live.
      expect(await alertsInLiveRegions(page)).toBe(1);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });

  test.describe(`Info box page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows notes that say their type, none of them live, and passes axe', async ({ page }) => {
      await page.goto('/components/info-box');
      const notes = page.getByRole('note');
      expect(await notes.count()).toBeGreaterThanOrEqual(6);
      await expect(page.locator('[data-example="types"]').getByRole('note').first()).toContainText(
        'Information:',
      );
      await expect(page.locator('main [data-frame]').locator(LIVE)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
