// The Table page: every data-table demo used by keyboard in real Chromium at a phone and a desktop width —
// sorting with aria-sort, the pager and 'Go to page:', sub-rows, selection with a partly-checked select-all,
// the fuzzy filter — with axe, no sideways scroll of the page, and no console errors.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/table';

const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"]`);
const bodyRows = (table: Locator) => table.locator('tbody tr');
const pageStatus = (scope: Locator) => scope.getByRole('status').filter({ hasText: /^Page \d+ of \d+$/ });

/** Resolves once React has hydrated the page (one root for every demo): the sorting demo's pager answers. */
async function hydrated(page: Page) {
  const demo = example(page, 'sorting');
  await expect(async () => {
    await demo.getByRole('button', { name: 'Next page' }).click();
    await expect(pageStatus(demo)).toHaveText('Page 2 of 2', { timeout: 500 });
  }).toPass();
  await demo.getByRole('button', { name: 'First page' }).click();
  await expect(pageStatus(demo)).toHaveText('Page 1 of 2');
}

for (const width of [375, 1440]) {
  test.describe(`Table at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sorts a column ascending, descending and back by keyboard, with aria-sort on it alone', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(PATH);
      await hydrated(page);
      const demo = example(page, 'sorting');
      const age = demo.getByRole('columnheader', { name: 'Age' });
      const ages = async () =>
        (await bodyRows(demo).locator('td:nth-child(3)').allTextContents()).map(Number);
      const original = await ages();

      await age.getByRole('button', { name: 'Age' }).focus();
      await page.keyboard.press('Enter');
      await expect(age).toHaveAttribute('aria-sort', 'ascending');
      await expect(demo.locator('th[aria-sort]')).toHaveCount(1);
      const ascending = await ages();
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      await page.keyboard.press('Space');
      await expect(age).toHaveAttribute('aria-sort', 'descending');
      const descending = await ages();
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      await page.keyboard.press('Enter');
      await expect(age).not.toHaveAttribute('aria-sort');
      expect(await ages()).toEqual(original);
      expect(errors).toEqual([]);
    });

    test('pages with the buttons, Go to page and the page size, clamping a number past the end', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(PATH);
      await hydrated(page);
      const demo = example(page, 'pagination');
      await expect(pageStatus(demo)).toHaveText('Page 1 of 20');
      await expect(demo.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      // By keyboard: the button that reaches the end keeps focus (it is aria-disabled, not disabled).
      const last = demo.getByRole('button', { name: 'Last page' });
      await last.focus();
      await page.keyboard.press('Enter');
      await expect(pageStatus(demo)).toHaveText('Page 20 of 20');
      await expect(last).toHaveAttribute('aria-disabled', 'true');
      await expect(last).toBeFocused();
      await expect(demo.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

      const goTo = demo.getByRole('textbox', { name: 'Go to page:' });
      await goTo.fill('');
      await expect(pageStatus(demo)).toHaveText('Page 1 of 20');
      await goTo.pressSequentially('7b');
      await expect(goTo).toHaveValue('7');
      await expect(pageStatus(demo)).toHaveText('Page 7 of 20');
      await goTo.fill('500');
      await expect(pageStatus(demo)).toHaveText('Page 20 of 20');
      await expect(goTo).toHaveAccessibleDescription('Error: There are 20 pages: showing page 20.');

      await demo.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: 'Show 30' });
      // The box follows the page shown, not the number typed before.
      await expect(goTo).toHaveValue('7');
      // The row that was at the top (the 191st) stays in view: it is on the last of 7 pages of 30.
      await expect(pageStatus(demo)).toHaveText('Page 7 of 7');
      await expect(bodyRows(demo)).toHaveCount(20);
      await demo.getByRole('button', { name: 'First page' }).click();
      await expect(bodyRows(demo)).toHaveCount(30);
      expect(errors).toEqual([]);
    });

    test('shows and hides sub-rows by keyboard, indented under their row', async ({ page }) => {
      await page.goto(PATH);
      await hydrated(page);
      const demo = example(page, 'sub-rows');
      await expect(bodyRows(demo)).toHaveCount(10);
      const toggle = demo.getByRole('button', { name: /^Rows under / }).first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(bodyRows(demo)).toHaveCount(13);
      await expect(demo.locator('td[data-depth="1"]')).toHaveCount(3);
      await page.keyboard.press('Enter');
      await expect(bodyRows(demo)).toHaveCount(10);
    });

    test('selects rows, with a select-all that is partly checked while only some are', async ({ page }) => {
      await page.goto(PATH);
      await hydrated(page);
      const demo = example(page, 'row-selection');
      const all = demo.getByRole('checkbox', { name: 'Select all rows' });
      const first = demo.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
      await first.focus();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
      await expect(demo.getByText('1 of 50 people selected')).toBeVisible();
      await all.check();
      await expect(demo.getByText('50 of 50 people selected')).toBeVisible();
      await all.uncheck();
      await expect(demo.getByText('0 of 50 people selected')).toBeVisible();
    });

    test('filters by fuzzy match, best first, and survives a huge paste', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(PATH);
      await hydrated(page);
      const demo = example(page, 'fuzzy-filter');
      await expect(bodyRows(demo)).toHaveCount(20);
      const lastName = (await bodyRows(demo).nth(7).locator('td').nth(1).textContent())!;
      const filter = demo.getByRole('searchbox', { name: 'Filter table' });
      await expect(async () => {
        await filter.fill(lastName);
        await expect(demo.getByRole('status').filter({ hasText: `match “${lastName}”` })).toBeVisible({
          timeout: 500,
        });
      }).toPass();
      await expect(bodyRows(demo).first().locator('td').nth(1)).toHaveText(lastName);
      // Letters left out still match ('Taylor' as 'tylr').
      await filter.fill(lastName.replace(/[aeiou]/g, ''));
      await expect(bodyRows(demo).first().locator('td').nth(1)).toHaveText(lastName);

      await filter.fill('<b>x</b>'.repeat(500));
      await expect(filter).toHaveValue('<b>x</b>'.repeat(25));
      await expect(demo.getByRole('cell', { name: /^No people match/ })).toBeVisible();
      await expect(demo.locator('b')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('passes axe and the page never scrolls sideways', async ({ page }) => {
      await page.goto(PATH);
      await hydrated(page);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('Table, found by a visitor', () => {
  test('sorts the status column by the words shown', async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const demo = example(page, 'sorting');
    await demo.getByRole('button', { name: 'Status' }).click();
    await expect(demo.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const statuses = await bodyRows(demo).locator('td:nth-child(7)').allTextContents();
    expect(statuses).toEqual([...statuses].sort((a, b) => a.localeCompare(b)));
  });

  test('sub-rows line up by level and say which row they are under', async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const demo = example(page, 'sub-rows');
    await demo
      .getByRole('button', { name: /^Rows under / })
      .first()
      .click();
    const child = demo.locator('td[data-depth="1"]').first();
    await child.getByRole('button', { name: /^Rows under / }).click();
    const grandchild = demo.locator('td[data-depth="2"]').first();
    const textStart = (cell: typeof child) =>
      cell.evaluate((td) => td.querySelector('span > span:last-child')!.getBoundingClientRect().left);
    expect(await textStart(grandchild)).toBeGreaterThan(await textStart(child));
    await expect(grandchild).toHaveAccessibleName(/^Under /);
  });

  test('at 320px the caption is whole and stays put while the table scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(PATH);
    const caption = example(page, 'fuzzy-filter').getByText('Members, filtered by a fuzzy match', {
      exact: true,
    });
    await caption.scrollIntoViewIfNeeded();
    await expect(caption).toBeInViewport({ ratio: 1 });
    expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Scrolling the table sideways leaves the caption where it is.
    await example(page, 'fuzzy-filter')
      .getByRole('region', { name: 'Members, filtered by a fuzzy match' })
      .evaluate((box) => box.scrollBy(400, 0));
    await expect(caption).toBeInViewport({ ratio: 1 });
  });

  test('printed, the table fits the page and the scroll hint is gone', async ({ page }) => {
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.goto(PATH);
    await page.emulateMedia({ media: 'print' });
    const demo = example(page, 'sorting');
    await expect(demo.getByText('Scroll sideways to see the whole table')).toBeHidden();
    const fits = await demo
      .locator('table')
      .evaluate((table) => table.getBoundingClientRect().right <= document.documentElement.clientWidth);
    expect(fits).toBe(true);
  });
});
