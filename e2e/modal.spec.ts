// The Modal page's examples in Chromium: opened by keyboard, focus moves in and wraps, the page behind is inert,
// Escape closes and gives focus back, the sizes and the drawer placement, motion, and axe while open.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const PATH = '/components/modal';

async function openPage(page: Page) {
  await page.goto(PATH);
  // The dialogs render once the page has loaded on the client: five examples, five (closed) dialogs.
  await expect(page.locator('dialog')).toHaveCount(5);
}

function trigger(page: Page, example: string, name: string): Locator {
  return page.getByRole('region', { name: example }).getByRole('button', { name });
}

/** Where focus is: inside the dialog, on the document body (Chromium's own toolbar sits between the last and
 *  first control) or somewhere on the page behind. */
function focusPlace(dialog: Locator) {
  return dialog.evaluate((element) =>
    element.contains(document.activeElement)
      ? 'inside'
      : document.activeElement === document.body
        ? 'body'
        : 'page',
  );
}

test('the server HTML holds the openers but no dialog', async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain('Explain the hospital tiers');
  expect(html).not.toContain('<dialog');
  expect(html).not.toContain('Each tier must cover at least the clinical categories');
});

for (const width of [375, 1440]) {
  test.describe(`Modal at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('opens from the keyboard with focus inside, and Escape closes it and returns focus', async ({
      page,
    }) => {
      await openPage(page);
      const opener = trigger(page, 'Default', 'Explain the hospital tiers');
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {
        name: 'New categories to help you choose your level of cover',
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
        'New categories to help you choose your level of cover',
      );
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('Tab and Shift+Tab wrap inside the open dialog', async ({ page }) => {
      await openPage(page);
      await trigger(page, 'With a form', 'Update your contact details').click();
      const dialog = page.getByRole('dialog', { name: 'Update your contact details' });
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await expect(email).toBeFocused();
      for (const key of ['Tab', 'Shift+Tab']) {
        await email.focus();
        let wrapped = false;
        for (let i = 0; i < 12 && !wrapped; i += 1) {
          await page.keyboard.press(key);
          expect(await focusPlace(dialog)).toBe('inside');
          wrapped = await email.evaluate((element) => element === document.activeElement);
        }
        expect(wrapped, `${key} came back round to the first field`).toBe(true);
      }
    });

    test('the page behind is inert while it is open', async ({ page }) => {
      await openPage(page);
      const opener = trigger(page, 'Default', 'Explain the hospital tiers');
      const behind = trigger(page, 'Content size', 'Compare the tiers side by side');
      await opener.click();
      const dialog = page.getByRole('dialog', {
        name: 'New categories to help you choose your level of cover',
      });
      await expect(dialog).toBeVisible();
      expect(
        await behind.evaluate((button: HTMLElement) => (button.focus(), document.activeElement === button)),
      ).toBe(false);
      expect(await focusPlace(dialog)).toBe('inside');
      // A pointer over the page behind lands on the dialog's backdrop.
      const hit = await behind.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const element = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return element === button || button.contains(element);
      });
      expect(hit).toBe(false);
    });

    test('has no axe violations while open', async ({ page }) => {
      await openPage(page);
      await trigger(page, 'With a form', 'Update your contact details').click();
      const dialog = page.getByRole('dialog', { name: 'Update your contact details' });
      await expect(dialog).toBeVisible();
      // Wait for the fade-in to end, so colours are measured at full opacity.
      await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await expectNoAxeViolations(page);
    });

    test('the close button closes it, and a click around it does too', async ({ page }) => {
      await openPage(page);
      const opener = trigger(page, 'Long content', 'Read about waiting periods');
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Waiting periods' });
      await expect(dialog.getByRole('heading', { name: 'Waiting periods' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await page.mouse.click(3, 3);
      await expect(dialog).toBeHidden();
    });

    test('is at most 620px wide, 1200px in the content size, with its long body scrolling', async ({
      page,
    }) => {
      await openPage(page);
      const expected = (max: number) => Math.min(max, width - 32);

      await trigger(page, 'Default', 'Explain the hospital tiers').click();
      const modal = page.getByRole('dialog', { name: /^New categories/ });
      await expect.poll(async () => (await modal.boundingBox())?.width).toBe(expected(620));
      await page.keyboard.press('Escape');

      await trigger(page, 'Content size', 'Compare the tiers side by side').click();
      const wide = page.getByRole('dialog', { name: 'Hospital tiers explained' });
      await expect.poll(async () => (await wide.boundingBox())?.width).toBe(expected(1200));
      await page.keyboard.press('Escape');

      await trigger(page, 'Long content', 'Read about waiting periods').click();
      const long = page.getByRole('dialog', { name: 'Waiting periods' });
      const box = await long.boundingBox();
      expect(box?.height ?? 0).toBeLessThanOrEqual(900);
      // The close button stays in view at the top while the body scrolls to the last line.
      await long.getByRole('link', { name: 'policy booklet' }).scrollIntoViewIfNeeded();
      await expect(long.getByRole('link', { name: 'policy booklet' })).toBeInViewport();
      await expect(long.getByRole('button', { name: 'Close' })).toBeInViewport();
    });

    test('the drawer slides in at full height from the right and closes when a link is followed', async ({
      page,
    }) => {
      await openPage(page);
      const opener = trigger(page, 'Drawer', 'Open help topics');
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Help topics' });
      await expect(drawer).toBeVisible();
      const layoutWidth = await page.evaluate(() => document.documentElement.clientWidth);
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box ? Math.round(box.x + box.width) : 0;
        })
        .toBe(layoutWidth);
      expect((await drawer.boundingBox())?.height).toBe(900);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await drawer.getByRole('link', { name: 'Contact us' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });

    test('animates over 0.2s, and not at all under reduced motion', async ({ page }) => {
      await openPage(page);
      const dialog = page.locator('dialog').first();
      const duration = () => dialog.evaluate((element) => getComputedStyle(element).transitionDuration);
      expect((await duration()).split(', ')).toContain('0.2s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect((await duration()).split(', ').every((value) => parseFloat(value) < 0.001)).toBe(true);
    });
  });
}
