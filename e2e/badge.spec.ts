// The Badge page: every tier named and filled to its level, every size at its size, no style attributes, axe.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const tiers: Array<[name: string, portion: number]> = [
  ['Basic', 25],
  ['Basic Plus', 37.5],
  ['Bronze', 50],
  ['Bronze Plus', 62.5],
  ['Silver', 75],
  ['Silver Plus', 87.5],
  ['Gold', 100],
];

for (const width of [375, 1440]) {
  test.describe(`Badge page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the seven tiers as images named by tier, each filled to its portion', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/components/badge');
      const example = page.locator('[data-example="tiers"]');
      await expect(example.getByRole('img')).toHaveCount(tiers.length);
      for (const [name, portion] of tiers) {
        const image = example.getByRole('img', { name, exact: true });
        await expect(image).toBeVisible();
        // Measured in the browser: the filled polygon's height as a share of the shield's height.
        const drawn = await image.evaluate((svg) => {
          const [track, fill] = [...svg.querySelectorAll('polygon')] as SVGPolygonElement[];
          return (fill!.getBBox().height / track!.getBBox().height) * 100;
        });
        expect(drawn, name).toBeCloseTo(portion, 0);
      }
      expect(errors).toEqual([]);
    });

    test('shows Silver Plus at every size, each as wide and tall as its size', async ({ page }) => {
      await page.goto('/components/badge');
      const images = page.locator('[data-example="sizes"]').getByRole('img', { name: 'Silver Plus' });
      await expect(images).toHaveCount(6);
      const sizes = [16, 24, 32, 48, 64, 128];
      for (const [index, size] of sizes.entries()) {
        const box = await images.nth(index).boundingBox();
        expect(box?.width).toBe(size);
        expect(box?.height).toBe(size);
      }
    });

    test('writes names out with showLabel, takes a custom name, uses no style attributes and passes axe', async ({
      page,
    }) => {
      await page.goto('/components/badge');
      const written = page.locator('[data-example="with-the-name-written-out"]');
      await expect(written.getByText('Bronze Plus', { exact: true })).toBeVisible();
      await expect(written.getByRole('img')).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Gold hospital cover' })).toBeVisible();
      await expect(page.locator('main [style]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
