// Each variant renders in its own brand theme.
import { expect, test } from '@playwright/test';

const expected: Record<string, string> = {
  '/': 'main',
  '/gu': 'gu',
  '/foundation': 'foundation',
  '/thrive': 'thrive',
  '/nz': 'main',
};

for (const [path, theme] of Object.entries(expected)) {
  test(`${path} renders in the ${theme} theme`, async ({ page }) => {
    await page.goto(path);
    const shell = page.locator('[data-theme]').first();
    await expect(shell).toHaveAttribute('data-theme', theme);
    const brandColour = await shell.evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--color-brand-primary').trim(),
    );
    expect(brandColour).not.toBe('');
  });
}

test('different themes give different brand colours', async ({ page }) => {
  const colours = new Set<string>();
  for (const path of ['/', '/gu', '/foundation', '/thrive']) {
    await page.goto(path);
    colours.add(
      await page
        .locator('[data-theme]')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-brand-primary').trim()),
    );
  }
  expect(colours.size).toBe(4);
});
