// The skip link is the first thing a keyboard user reaches and moves focus to the main content.
import { expect, test } from '@playwright/test';

for (const path of ['/', '/nz', '/gu', '/foundation']) {
  test(`skip to content works on ${path}`, async ({ page }) => {
    await page.goto(path);
    const headerTop = async () => (await page.getByRole('banner').boundingBox())?.y;
    const before = await headerTop();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // It is laid over the top of the page: showing it does not push the header down.
    expect(await headerTop()).toBe(before);
    expect((await skip.boundingBox())?.y).toBe(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
}
