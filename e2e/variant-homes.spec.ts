// Every variant's home page at both widths: its header and footer render and axe finds nothing.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { variantHomes } from './helpers/variants';

for (const width of [1440, 375]) {
  test.describe(`variant homes at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const home of variantHomes) {
      test(`${home} has its chrome and is axe clean`, async ({ page }) => {
        await page.goto(home);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}
