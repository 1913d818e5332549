// The Tabs page: APG keyboard, every tab naming its panel, selection by click, the selected tab scrolled into view
// on a phone, labels cut visually at the token widths while the accessible name stays whole, controlled and
// disabled tabs, axe.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/tabs';
const LONG_LABEL = 'Hospital cover with a private room, theatre fees and accommodation for a parent';

const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"]`);

/** Resolves once React has hydrated the tabs: only then is the selected tab in the tab order. */
async function hydrated(tabs: Locator) {
  await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0');
}

/** Whether a tab lies fully inside its tab list's visible box (the list scrolls sideways). */
async function fullyInList(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    const list = element.closest('[role="tablist"]')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= list.left - 1 && box.right <= list.right + 1;
  });
}

for (const width of [375, 1440]) {
  test.describe(`Tabs at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('arrows select and wrap, Home/End jump, Tab leaves for the panel and comes back to the selected tab', async ({
      page,
    }) => {
      await page.goto(PATH);
      const basic = example(page, 'basic-tabs');
      await hydrated(basic);
      const hospital = basic.getByRole('tab', { name: 'Hospital' });
      const extras = basic.getByRole('tab', { name: 'Extras' });
      const combined = basic.getByRole('tab', { name: 'Combined' });
      await hospital.focus();

      await page.keyboard.press('ArrowRight');
      await expect(extras).toBeFocused();
      await expect(extras).toHaveAttribute('aria-selected', 'true');
      await expect(basic.getByRole('tabpanel', { name: 'Extras' })).toContainText('everyday health care');

      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(combined).toBeFocused();
      await expect(combined).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(hospital).toBeFocused();

      await page.keyboard.press('End');
      await expect(combined).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(hospital).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');

      // The tab list is one tab stop: Tab goes on to the panel, and coming back lands on the selected tab.
      await page.keyboard.press('Tab');
      await expect(basic.getByRole('tabpanel', { name: 'Extras' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(extras).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(basic.getByRole('tablist').locator(':focus')).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(extras).toBeFocused();
    });

    test('the focused panel’s ring stays clear of the selected tab’s underline', async ({ page }) => {
      await page.goto(PATH);
      const basic = example(page, 'basic-tabs');
      await hydrated(basic);
      await basic.getByRole('tab', { name: 'Hospital' }).focus();
      await page.keyboard.press('Tab');
      const panel = basic.getByRole('tabpanel', { name: 'Hospital' });
      await expect(panel).toBeFocused();
      const gap = await panel.evaluate((element) => {
        const style = getComputedStyle(element);
        const ringTop =
          element.getBoundingClientRect().top -
          Number.parseFloat(style.outlineOffset) -
          Number.parseFloat(style.outlineWidth);
        const underline = element
          .closest('[data-example]')!
          .querySelector('[role="tab"][aria-selected="true"]')!;
        return ringTop - underline.getBoundingClientRect().bottom;
      });
      expect(gap).toBeGreaterThanOrEqual(0);
    });

    test('a click selects a tab and shows its panel', async ({ page }) => {
      await page.goto(PATH);
      const basic = example(page, 'basic-tabs');
      await hydrated(basic);
      await basic.getByRole('tab', { name: 'Combined' }).click();
      await expect(basic.getByRole('tab', { name: 'Combined' })).toHaveAttribute('aria-selected', 'true');
      await expect(basic.getByRole('tabpanel', { name: 'Combined' })).toContainText('one policy');
      await expect(basic.getByRole('tabpanel')).toHaveCount(1);
    });

    test('APG: every tab has aria-controls naming its tabpanel, and only the selected one shows', async ({
      page,
    }) => {
      await page.goto(PATH);
      const basic = example(page, 'basic-tabs');
      await hydrated(basic);
      const check = async (selected: string) => {
        for (const tab of await basic.getByRole('tab').all()) {
          const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
          await expect(panel).toHaveAttribute('role', 'tabpanel');
          await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
          if ((await tab.textContent()) === selected) await expect(panel).toBeVisible();
          else await expect(panel).toBeHidden();
        }
      };
      await check('Hospital');
      await basic.getByRole('tab', { name: 'Extras' }).click();
      await check('Extras');
    });

    test('long labels are cut with an ellipsis at their token width but keep the whole accessible name', async ({
      page,
    }) => {
      await page.goto(PATH);
      const long = example(page, 'long-labels');
      const tab = long.getByRole('tab', { name: LONG_LABEL, exact: true });
      await expect(tab).toBeVisible();
      const label = tab.locator('span');
      // The tooltip appears once the page has hydrated and measured the label as cut.
      await expect(label).toHaveAttribute('title', LONG_LABEL);
      const measured = await label.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          cut: element.scrollWidth > element.clientWidth,
          widthInEm: element.getBoundingClientRect().width / Number.parseFloat(style.fontSize),
          textOverflow: style.textOverflow,
        };
      });
      expect(measured.cut).toBe(true);
      expect(measured.textOverflow).toBe('ellipsis');
      // 16em below the xl breakpoint, 24em from it (--tabs-label-max-width-md / -xl).
      expect(measured.widthInEm).toBeCloseTo(width >= 1200 ? 24 : 16, 1);
      await expect(long.getByRole('tabpanel', { name: LONG_LABEL, exact: true })).toBeVisible();
    });

    test('the page can control the selection', async ({ page }) => {
      await page.goto(PATH);
      const controlled = example(page, 'controlled');
      await hydrated(controlled);
      await controlled.getByRole('button', { name: 'Show primitive tokens' }).click();
      await expect(controlled.getByRole('tab', { name: 'Primitive' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(controlled.getByText('Selected tab: Primitive')).toBeVisible();
      await controlled.getByRole('tab', { name: 'Common' }).click();
      await expect(controlled.getByText('Selected tab: Common')).toBeVisible();
      await expect(controlled.getByRole('tabpanel', { name: 'Common' })).toBeVisible();
    });

    test('a disabled tab cannot be selected and the arrow keys skip it', async ({ page }) => {
      await page.goto(PATH);
      const disabled = example(page, 'disabled-tab');
      await hydrated(disabled);
      const combined = disabled.getByRole('tab', { name: 'Combined' });
      await expect(combined).toHaveAttribute('aria-disabled', 'true');
      await combined.click({ force: true });
      await expect(combined).toHaveAttribute('aria-selected', 'false');
      await disabled.getByRole('tab', { name: 'Extras' }).click();
      await page.keyboard.press('ArrowRight');
      await expect(disabled.getByRole('tab', { name: 'Hospital' })).toBeFocused();
      await expect(disabled.getByRole('tab', { name: 'Hospital' })).toHaveAttribute('aria-selected', 'true');
    });

    test('has no axe violations and breaks no Content-Security-Policy rule', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(PATH);
      await hydrated(example(page, 'basic-tabs'));
      await expectNoAxeViolations(page);
      // Only CSP here: the crawl checks every console error (this worktree lacks some pages the nav links to).
      expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
    });
  });
}

test.describe('Tabs on a phone', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('the tab list scrolls sideways and the selected tab is scrolled fully into view', async ({ page }) => {
    await page.goto(PATH);
    const many = example(page, 'many-tabs');
    await hydrated(many);
    const list = many.getByRole('tablist', { name: 'Extras services' });
    const overflows = await list.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows).toBe(true);

    const ambulance = many.getByRole('tab', { name: 'Ambulance' });
    expect(await fullyInList(ambulance)).toBe(false);
    await many.getByRole('tab', { name: 'General dental' }).focus();
    await page.keyboard.press('End');
    await expect(ambulance).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => fullyInList(ambulance)).toBe(true);

    // Right Arrow wraps to the first tab, which comes back into view.
    await page.keyboard.press('ArrowRight');
    const first = many.getByRole('tab', { name: 'General dental' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => fullyInList(first)).toBe(true);
  });
});

test('in right-to-left text, Left Arrow moves to the next tab and Right Arrow to the previous', async ({
  page,
}) => {
  await page.goto(PATH);
  const basic = example(page, 'basic-tabs');
  await hydrated(basic);
  await basic.evaluate((element) => element.setAttribute('dir', 'rtl'));
  await basic.getByRole('tab', { name: 'Hospital' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(basic.getByRole('tab', { name: 'Extras' })).toBeFocused();
  await expect(basic.getByRole('tab', { name: 'Extras' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(basic.getByRole('tab', { name: 'Combined' })).toBeFocused();
});

test('Space on a tab keeps the page where it is', async ({ page }) => {
  await page.goto(PATH);
  const basic = example(page, 'basic-tabs');
  await hydrated(basic);
  await basic.getByRole('tab', { name: 'Extras' }).click();
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(basic.getByRole('tab', { name: 'Extras' })).toHaveAttribute('aria-selected', 'true');
  // Two frames: a scroll the keys started has been applied by then.
  const scrolled = await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)))),
  );
  expect(scrolled).toBe(before);
});
