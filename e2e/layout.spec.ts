// The layout page: the grid tables come from the tokens, columns reflow between 375px and 1440px without
// sideways scrolling, and axe passes at both widths.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/** The left edge and top of each placeholder box in an example. */
async function positions(boxes: Locator) {
  const count = await boxes.count();
  const found: Array<{ x: number; y: number }> = [];
  for (let index = 0; index < count; index += 1) {
    const box = await boxes.nth(index).boundingBox();
    found.push({ x: Math.round(box?.x ?? -1), y: Math.round(box?.y ?? -1) });
  }
  return found;
}

/** The placeholder boxes of the responsive example (each label's parent), in source order. */
const cards = (page: Page) =>
  page
    .locator('[data-example="responsive-columns"]')
    .getByText(/^Card \d$/)
    .locator('..');

test.describe('Layout page at 375px', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('stacks the responsive columns in one column, without sideways scrolling', async ({ page }) => {
    await page.goto('/foundations/layout');
    const found = await positions(cards(page));
    expect(found).toHaveLength(4);
    expect(new Set(found.map((p) => p.x)).size, 'one column: every card starts at the same x').toBe(1);
    expect(found.map((p) => p.y)).toEqual([...found.map((p) => p.y)].sort((a, b) => a - b));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('Layout page at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('puts the four responsive cards in one row, in reading order', async ({ page }) => {
    await page.goto('/foundations/layout');
    const found = await positions(cards(page));
    expect(found).toHaveLength(4);
    expect(new Set(found.map((p) => p.y)).size, 'one row').toBe(1);
    const xs = found.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(4);
    await expectNoAxeViolations(page);
  });

  test('lists the breakpoints and container widths from the tokens', async ({ page }) => {
    await page.goto('/foundations/layout');
    const breakpoints = page.getByRole('table', { name: 'Breakpoints' });
    for (const [name, from] of [
      ['sm', '576px'],
      ['md', '768px'],
      ['lg', '992px'],
      ['xl', '1200px'],
      ['xxl', '1440px'],
    ]) {
      await expect(breakpoints.getByRole('row', { name: new RegExp(`^${name} ${from}`) })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Container widths' })).toContainText('80rem');
  });
});
