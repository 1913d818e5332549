// The One-time code page end to end: a code really made by the site's API, read from the demo inbox, typed,
// pasted, got wrong, resent after the countdown, and a send that fails, at a phone and a desktop width, with axe
// in each state. The page's clock is Playwright's, so the 30-second countdown passes at once.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/one-time-code';
const demo = (page: Page) => page.locator('[data-example="send-and-verify"]');

let contacts = 0;

/** Opens the page with a contact of its own, so tests never share an inbox or a per-contact limit. */
async function open(page: Page) {
  await page.clock.install();
  await page.goto(PATH);
  const send = page.getByRole('button', { name: 'Send one-time code' });
  // Hydrated once the switch answers (only script changes it).
  const fail = page.getByRole('switch', { name: 'Make the next send fail' });
  await expect(async () => {
    await fail.click();
    await expect(fail).toHaveAttribute('aria-checked', 'true', { timeout: 500 });
  }).toPass();
  await fail.click();
  await expect(fail).toHaveAttribute('aria-checked', 'false');
  contacts += 1;
  await page
    .getByRole('textbox', { name: 'Send the code to' })
    .fill(`visitor-${process.pid}-${contacts}-${Date.now()}@example.com`);
  return { send, field: page.getByRole('textbox', { name: /^One-time code/ }) };
}

/** Sends a code and returns it, read from the demo inbox. */
async function sendAndRead(page: Page) {
  await page.getByRole('button', { name: 'Send one-time code' }).click();
  await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
  const message = page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem').first();
  await expect(message).toContainText('one-time code is');
  const code = /code is (\d{6})/.exec((await message.textContent())!)![1]!;
  await page.clock.runFor(2_000);
  return code;
}

for (const width of [375, 1440]) {
  test.describe(`One-time code at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a code from the demo inbox, typed, matches', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const { field } = await open(page);
      await expect(field).toBeDisabled();
      await expectNoAxeViolations(page);
      const code = await sendAndRead(page);
      await expect(field).toBeEnabled();
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.type(code);
      await expect(demo(page).getByText('Successfully validated')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'OTP matched successfully' })).toBeAttached();
      await expect(page.getByText('Your contact details are verified.')).toBeVisible();
      await expect(field).toBeDisabled();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('a wrong code, then a letter, then a paste', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { field } = await open(page);
      const code = await sendAndRead(page);
      const wrong = code === '000000' ? '111111' : '000000';
      await page.keyboard.type(wrong);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Code does not match/);
      await expect(field).toBeFocused();
      await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.keyboard.type('12a');
      await expect(field).toHaveValue('12');
      await expect(field).toHaveAccessibleDescription(/Please enter only numbers/);

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.evaluate((text) => navigator.clipboard.writeText(text), `Your code: ${code}`);
      await page.getByRole('button', { name: 'Paste' }).click();
      await expect(demo(page).getByText('Successfully validated')).toBeVisible();
    });

    test('resend waits for the countdown', async ({ page }) => {
      await open(page);
      await sendAndRead(page);
      await expect(page.getByText('Resend code in (0:28)')).toBeVisible();
      await page.clock.runFor(28_000);
      await page.getByRole('button', { name: 'Resend code' }).click();
      await expect(page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem')).toHaveCount(2);
    });

    test('a failed send says so and offers the send button again', async ({ page }) => {
      const { send, field } = await open(page);
      await page.getByRole('switch', { name: 'Make the next send fail' }).click();
      await send.click();
      await expect(field).toHaveAccessibleDescription(/Failed to send code/);
      await expect(send).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('at 320px the send overlay keeps within its box, clear of the links below', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page);
  const overlay = page.getByRole('button', { name: 'Send one-time code' });
  const help = page.getByRole('button', { name: 'Help with your code' });
  const [button, link] = [await overlay.boundingBox(), await help.boundingBox()];
  expect(button!.y + button!.height).toBeLessThanOrEqual(link!.y);
});
