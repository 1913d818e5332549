// The member quick actions pattern: the eight SPEC labels in order, two columns on a phone and four on a wide
// screen, each a working link to a page of the site.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const PATH = '/patterns/member-quick-actions';
const LABELS = [
  'Make a claim',
  'View my cover',
  'View extras usage',
  'Show digital card',
  'Find a provider',
  'Book telehealth',
  'Use your points',
  'View all',
];

const actions = (page: Page) => page.getByRole('list', { name: 'Quick actions' }).getByRole('link');

/** How many tiles share the first row: tiles whose top matches the first tile's. */
async function firstRowLength(page: Page): Promise<number> {
  const boxes = await actions(page).evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect()).map((box) => ({ x: box.x, y: box.y })),
  );
  const top = boxes[0]?.y;
  const row = boxes.filter((box) => Math.abs(box.y - (top ?? 0)) < 1);
  // Left to right within the row, the way it reads.
  expect(row.map((box) => box.x)).toEqual([...row.map((box) => box.x)].sort((a, b) => a - b));
  return row.length;
}

for (const [width, columns] of [
  [375, 2],
  [1440, 4],
] as const) {
  test.describe(`Member quick actions at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`shows the eight actions in order, ${columns} to a row`, async ({ page }) => {
      await page.goto(PATH);
      await expect(actions(page)).toHaveText(LABELS);
      expect(await firstRowLength(page)).toBe(columns);
      // The next row starts under the first tile.
      const first = await actions(page).nth(0).boundingBox();
      const nextRow = await actions(page).nth(columns).boundingBox();
      expect(nextRow?.x).toBeCloseTo(first?.x ?? -1, 0);
      expect(nextRow?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
    });

    test('each tile is a target of at least 44 by 44 pixels, and Tab follows the reading order', async ({
      page,
    }) => {
      await page.goto(PATH);
      for (const box of await actions(page).evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await actions(page).first().focus();
      for (const label of LABELS.slice(1)) {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: label, exact: true })).toBeFocused();
      }
    });

    test('has no axe violations', async ({ page }) => {
      await page.goto(PATH);
      await expectNoAxeViolations(page);
    });
  });
}

test('every action links to a page of the site, and following one opens it', async ({ page, request }) => {
  await page.goto(PATH);
  const hrefs = await actions(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toHaveLength(8);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/[a-z]/);
    expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
  }
  await page.getByRole('link', { name: 'Find a provider', exact: true }).click();
  await expect(page).toHaveURL(/\/find-a-provider$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
