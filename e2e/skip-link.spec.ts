// The skip link is the first thing a keyboard user reaches and moves focus to the main content.
import { expect, test } from '@playwright/test';

for (const path of ['/', '/nz', '/gu', '/foundation']) {
  test(`skip to content works on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
}
