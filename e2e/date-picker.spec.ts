// The Date picker page's calendar against the WAI-ARIA APG date picker dialog in Chromium: Home and End go to the
// ends of the week row, the month change is announced politely (never assertively), and the open calendar sits
// below the field, clear of its label and of the page title, at 320, 375 and 1440 pixels wide. The typing rules
// and the basic open, pick and close are in form-controls.spec.ts.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/date-picker';

const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"] [data-frame]`);

/**
 * Opens the calendar of the field labelled `label`, pressing its button until the page has hydrated (the button
 * says it is expanded). It is never pressed again once expanded: on a loaded machine the calendar can take over a
 * second to show, and a second press would land on the open popover's underlay and close it.
 */
async function openCalendar(page: Page, slug: string, label: string) {
  const button = example(page, slug).getByRole('button', { name: `Choose date: ${label}` });
  const dialog = page.getByRole('dialog', { name: `Choose date: ${label}` });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(dialog).toBeVisible();
  return dialog;
}

const focusedDay = (dialog: Locator) => dialog.getByRole('gridcell').locator(':focus');
/** The visible month heading ('July 2026'); react-aria adds a hidden one that names the field too. */
const monthHeading = (dialog: Locator) => dialog.locator('h2[aria-live]');
/** Whatever react-aria's own live announcer would say, assertively. */
const assertiveText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live="assertive"]')].map((region) => region.textContent).join(''),
  );

test.describe('APG date picker dialog', () => {
  test('APG: Home moves focus to the first day of the week row, End to the last', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(PATH);
    const dialog = await openCalendar(page, 'earliest-and-latest-dates', 'Hospital admission date');
    // 15 July 2026 is a Wednesday; its row runs from Monday the 13th to Sunday the 19th.
    await expect(focusedDay(dialog)).toHaveText('15');
    await page.keyboard.press('Home');
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /Monday 13 July 2026/);
    await page.keyboard.press('Home');
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /Monday 13 July 2026/);
    await page.keyboard.press('End');
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /Sunday 19 July 2026/);
    await page.keyboard.press('End');
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /Sunday 19 July 2026/);
    expect(errors).toEqual([]);
  });

  test('APG: the month change is announced politely by the heading, and nothing is said assertively', async ({
    page,
  }) => {
    await page.goto(PATH);
    const dialog = await openCalendar(page, 'earliest-and-latest-dates', 'Hospital admission date');
    const heading = monthHeading(dialog);
    await expect(heading).toHaveText('July 2026');
    await expect(heading).toHaveAttribute('aria-live', 'polite');

    const next = dialog.getByRole('button', { name: 'Next month' });
    await next.click();
    await expect(heading).toHaveText('August 2026');
    await expect(next).toBeFocused();
    await expect(dialog.getByRole('button', { name: /15 August 2026/ })).toHaveAttribute('tabindex', '0');

    // Tab goes on into the days, and Page Up and the arrows change the month from there.
    await page.keyboard.press('Tab');
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /15 August 2026/);
    await page.keyboard.press('PageUp');
    await expect(heading).toHaveText('July 2026');
    for (let week = 0; week < 3; week += 1) await page.keyboard.press('ArrowDown');
    await expect(heading).toHaveText('August 2026');
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /5 August 2026/);
    await dialog.getByRole('button', { name: 'Previous month' }).click();
    await expect(heading).toHaveText('July 2026');

    // react-aria's announcer would have said each month in its assertive region.
    expect(await assertiveText(page)).toBe('');
  });

  test('at the latest month Next month is disabled and focus goes to the days', async ({ page }) => {
    await page.goto(PATH);
    const dialog = await openCalendar(page, 'earliest-and-latest-dates', 'Hospital admission date');
    await dialog.getByRole('button', { name: 'Next month' }).click();
    await dialog.getByRole('button', { name: 'Next month' }).click();
    await expect(monthHeading(dialog)).toHaveText('September 2026');
    await expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect(focusedDay(dialog)).toHaveAttribute('aria-label', /15 September 2026/);
  });
});

for (const [width, height] of [
  [320, 568],
  [375, 667],
  [1440, 900],
] as const) {
  test.describe(`The open calendar at ${width}px`, () => {
    test.use({ viewport: { width, height } });

    for (const [slug, label] of [
      ['default', 'Cover start date'],
      ['earliest-and-latest-dates', 'Hospital admission date'],
    ] as const) {
      test(`sits below the ${label} field, whole, covering neither its label nor the page title`, async ({
        page,
      }) => {
        await page.goto(PATH);
        const dialog = await openCalendar(page, slug, label);
        const boxes = await dialog.evaluate((element, labelText) => {
          const box = (target: Element) => target.getBoundingClientRect().toJSON() as DOMRect;
          const popover = element.parentElement!;
          const field = [...document.querySelectorAll('label')].find((candidate) =>
            candidate.textContent?.startsWith(labelText),
          )!;
          const input = document.getElementById(field.htmlFor)!;
          return {
            popover: box(popover),
            label: box(field),
            input: box(input),
            title: box(document.querySelector('h1')!),
            squeezed: popover.scrollHeight > popover.clientHeight + 1,
          };
        }, label);
        const overlaps = (a: DOMRect, b: DOMRect) =>
          a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
        expect(boxes.popover.top).toBeGreaterThanOrEqual(boxes.input.bottom);
        expect(overlaps(boxes.popover, boxes.label)).toBe(false);
        expect(overlaps(boxes.popover, boxes.title)).toBe(false);
        expect(boxes.label.top).toBeGreaterThanOrEqual(0);
        expect(boxes.popover.bottom).toBeLessThanOrEqual(height);
        // The page made room: every week shows without scrolling inside the popover.
        expect(boxes.squeezed).toBe(false);
        await expect(focusedDay(dialog)).toBeInViewport({ ratio: 1 });
      });
    }
  });
}
