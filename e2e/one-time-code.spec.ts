// The One-time code page end to end: a code really made by the site's API, read from the demo inbox, typed,
// pasted, got wrong, resent after the countdown, and a send that fails, at a phone and a desktop width, with axe
// in each state. The page's clock is Playwright's, so the 30-second countdown passes at once. The server allows
// one client 10 sends a minute, so the tests that need the server's refusals stand in for its answers instead.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';

test.use({ extraHTTPHeaders: asOwnVisitor });

const PATH = '/components/one-time-code';
const demo = (page: Page) => page.locator('[data-example="send-and-verify"]');
const inbox = (page: Page) => page.getByRole('region', { name: 'Demo inbox' });
/** The digit boxes drawn beside the one real input (from md up; present but not shown below). */
const digitBoxes = (page: Page) =>
  page.getByRole('textbox', { name: /^One-time code/ }).locator('xpath=following-sibling::span[1]/span');
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

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

/** Sends a code and returns it, read from the demo inbox; `whileSent` runs while the button says 'Code sent'. */
async function sendAndRead(page: Page, whileSent?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Send one-time code' }).click();
  await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
  await whileSent?.();
  // The server runs in demo mode (no OTP_DELIVERY), and the page says so where the message appears.
  await expect(inbox(page)).toContainText('Demo: no message is really sent; it appears below.');
  const message = inbox(page).getByRole('listitem').first();
  await expect(message).toContainText('is your Larkspur Health one-time code');
  const code = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
  await page.clock.runFor(2_000);
  return code;
}

for (const width of [375, 1440]) {
  test.describe(`One-time code at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a code from the demo inbox, typed, matches', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const sends: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/otp/send') sends.push(request.url());
      });
      const { field } = await open(page);
      await expect(field).toBeDisabled();
      // The inbox's live region is there before the first message, so that message is announced.
      const announced = inbox(page).locator('[aria-live="polite"]');
      await expect(announced).toHaveText('No messages yet.');
      await expectNoAxeViolations(page);
      const code = await sendAndRead(page, async () => {
        // 'Code sent' is marked unavailable and sends nothing more, by key or by pointer. It lasts 2 seconds of
        // the page's clock, which runs on its own until runFor: so few round trips.
        const sent = page.getByRole('button', { name: 'Code sent' });
        await expect(sent).toHaveAttribute('aria-disabled', 'true');
        await expect(sent).toBeFocused();
        await page.keyboard.press('Enter');
        await sent.evaluate((button: HTMLElement) => {
          button.click();
          button.click();
        });
      });
      await expect(announced.getByRole('listitem')).toHaveCount(1);
      await expect(field).toBeEnabled();
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.type(code);
      await expect(demo(page).getByText('Successfully validated')).toBeVisible();
      // The input is disabled now; focus is on the success message, not on the page.
      await expect(demo(page).getByText('Successfully validated')).toBeFocused();
      expect(sends).toHaveLength(1);
      await expect(page.getByRole('status').filter({ hasText: 'OTP matched successfully' })).toBeAttached();
      // In the preview: the example's code below shows the same words.
      await expect(
        demo(page).locator('[data-frame]').getByText('Your contact details are verified.'),
      ).toBeVisible();
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
      // Said once: the title is not read before a detail that repeats it.
      await expect(field).toHaveAccessibleDescription(
        /^Error: Code does not match\. Please check the one-time code you received and try again\.$/,
      );
      await expect(field).toBeFocused();
      await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
      if (width >= 768) {
        // The real input stays invisible over the boxes, focused, selected and invalid: the boxes show the error.
        const drawn = await field.evaluate((input) => {
          const style = getComputedStyle(input);
          return {
            border: [
              style.borderTopColor,
              style.borderRightColor,
              style.borderBottomColor,
              style.borderLeftColor,
            ],
            background: style.backgroundColor,
            shadow: style.boxShadow,
            text: style.color,
            caret: style.caretColor,
            outline: style.outlineStyle,
          };
        });
        expect(drawn).toEqual({
          border: [TRANSPARENT, TRANSPARENT, TRANSPARENT, TRANSPARENT],
          background: TRANSPARENT,
          shadow: 'none',
          text: TRANSPARENT,
          caret: TRANSPARENT,
          outline: 'none',
        });
        await expect(digitBoxes(page).first()).not.toHaveCSS('box-shadow', 'none');
      }
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.keyboard.type('12a');
      await expect(field).toHaveValue('12');
      await expect(field).toHaveAccessibleDescription(/Please enter only numbers/);

      // The ring follows the caret: 123, Home, 9 puts the 9 in the first box (over the 1 on the boxes, before
      // it in the single field of a phone), and the caret moves on to the second box.
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.keyboard.type('123');
      await expect(digitBoxes(page).nth(3)).toHaveAttribute('data-caret', 'before');
      await page.keyboard.press('Home');
      await page.keyboard.type('9');
      await expect(field).toHaveValue(width >= 768 ? '923' : '9123');
      await expect(digitBoxes(page).nth(1)).toHaveAttribute('data-caret', 'before');
      await page.keyboard.press('ArrowRight');
      await expect(digitBoxes(page).nth(2)).toHaveAttribute('data-caret', 'before');
      if (width >= 768) await expect(digitBoxes(page).nth(2)).toHaveCSS('outline-style', 'solid');
      // One ring only.
      await expect(digitBoxes(page).and(page.locator('[data-caret]'))).toHaveCount(1);

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.evaluate((text) => navigator.clipboard.writeText(text), `Your code: ${code}`);
      await page.getByRole('button', { name: 'Paste' }).click();
      await expect(demo(page).getByText('Successfully validated')).toBeVisible();
    });

    test('resend waits for the countdown, and keeps focus off the page while it covers the entry', async ({
      page,
    }) => {
      const { field } = await open(page);
      await sendAndRead(page);
      await expect(page.getByText('Resend code in (0:28)')).toBeVisible();
      await page.clock.runFor(28_000);
      await page.getByRole('button', { name: 'Resend code' }).click();
      await expect(page.getByRole('button', { name: 'Code sent' })).toBeFocused();
      const messages = inbox(page).getByRole('listitem');
      await expect(messages).toHaveCount(2);
      // Only the newest code works: the first one sent says it was replaced.
      await expect(messages.nth(0)).not.toContainText('Replaced by a newer code');
      await expect(messages.nth(1)).toContainText('Replaced by a newer code: this one no longer works.');
      await page.clock.runFor(2_000);
      await expect(field).toBeFocused();
    });

    test('a failed send says so and offers the send button again', async ({ page }) => {
      const { send, field } = await open(page);
      await page.getByRole('switch', { name: 'Make the next send fail' }).click();
      await send.click();
      await expect(field).toHaveAccessibleDescription(/Failed to send code/);
      await expect(send).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the server’s reasons: a refused contact, an expired code, and a refused resend that leaves the entry open', async ({
      page,
    }) => {
      // The server's answers, word for word (apps/server/src/api/otp.ts), stood in for: three sends and two
      // checks would spend the per-client limit the other tests need, and a code cannot be made to expire here.
      const sendAnswers = [
        {
          status: 400,
          json: {
            error: {
              code: 'invalid_body',
              message: 'Enter an Australian mobile number (04xx xxx xxx) or an email address.',
            },
          },
        },
        {
          status: 200,
          json: { requestId: 'demo-request-0000000001', expiresInSeconds: 300, channel: 'sms' },
        },
        {
          status: 429,
          json: {
            error: { code: 'rate_limited', message: 'Too many codes sent to this contact, try again later' },
          },
        },
      ];
      const verifyAnswers = [
        { valid: false, result: 'expired' },
        { valid: true, result: 'matched' },
      ];
      await page.route('**/api/otp/send', (route) => route.fulfill(sendAnswers.shift()!));
      await page.route('**/api/otp/verify', (route) => route.fulfill({ json: verifyAnswers.shift()! }));
      await page.route(/\/api\/otp\/inbox/, (route) =>
        route.fulfill({
          json: {
            messages: [
              { sentAt: '2025-01-01T00:00:00.000Z', text: '246810 is your Larkspur Health one-time code.' },
            ],
          },
        }),
      );
      const { send, field } = await open(page);

      // A contact the server refuses is said at the contact's field, which takes focus; nothing under the code.
      await send.click();
      const contact = page.getByRole('textbox', { name: 'Send the code to' });
      await expect(contact).toHaveAccessibleDescription(
        /Error: Enter an Australian mobile number \(04xx xxx xxx\) or an email address\./,
      );
      await expect(contact).toBeFocused();
      await expect(demo(page).getByText('Failed to send code')).toHaveCount(0);
      await expect(send).toBeVisible();

      await send.click();
      await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
      await page.clock.runFor(2_000);
      await expect(field).toBeFocused();
      await page.keyboard.type('246810');
      await expect(field).toHaveAccessibleDescription(/This code has expired .*request a new code/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await page.getByRole('button', { name: 'Resend code' }).click();
      await expect(field).toHaveAccessibleDescription(
        /Failed to send code Too many codes sent to this contact, try again later/,
      );
      await expect(send).toBeHidden();
      await expect(field).toBeEnabled();
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);
      // The code already sent still works: typing replaces the selected digits.
      await page.keyboard.type('246810');
      await expect(demo(page).getByText('Successfully validated')).toBeVisible();
    });

    test('a code sent before the page knows the server is in demo mode still shows in the demo inbox', async ({
      page,
    }) => {
      // The server's answer on its delivery held back until after the send; the send and inbox stood in for (the
      // per-client send limit is the other tests').
      let answerDelivery = () => {};
      const held = new Promise<void>((resolve) => (answerDelivery = resolve));
      await page.route('**/api/otp/delivery', async (route) => {
        await held;
        await route.fallback();
      });
      await page.route('**/api/otp/send', (route) =>
        route.fulfill({
          json: { requestId: 'demo-request-0000000002', expiresInSeconds: 300, channel: 'email' },
        }),
      );
      await page.route(/\/api\/otp\/inbox/, (route) =>
        route.fulfill({
          json: {
            messages: [
              { sentAt: '2025-01-01T00:00:00.000Z', text: '135790 is your Larkspur Health one-time code.' },
            ],
          },
        }),
      );
      const { send } = await open(page);
      await expect(inbox(page)).toBeHidden();
      await send.click();
      answerDelivery();
      await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
      await expect(inbox(page).getByRole('listitem')).toHaveText([
        '135790 is your Larkspur Health one-time code.',
      ]);
      await expect(inbox(page)).toContainText('Demo: no message is really sent; it appears below.');
    });

    test('the line over the boxes sits on a solid backdrop, so no box border runs through its words', async ({
      page,
    }) => {
      await open(page);
      const line = demo(page).getByText(/^We will send a code to /);
      await expect(line).toBeVisible();
      const background = await line.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).not.toBe(TRANSPARENT);
      // Opaque: rgb(), or rgba() with an alpha of 1.
      expect(background).toMatch(/^rgb\(|^rgba\(.*, 1\)$/);
    });

    test('a very long contact wraps instead of widening the page', async ({ page }) => {
      const { field } = await open(page);
      const contact = `${'a'.repeat(288)}@example.com`;
      await page.getByRole('textbox', { name: 'Send the code to' }).fill(contact);
      const words = demo(page).getByText(`We will send a code to ${contact}.`);
      await expect(words).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const [button, help] = [
        await page.getByRole('button', { name: 'Send one-time code' }).boundingBox(),
        await page.getByRole('button', { name: 'Help with your code' }).boundingBox(),
      ];
      expect(button!.y + button!.height).toBeLessThanOrEqual(help!.y);
      if (width >= 768) {
        // The overlay's words keep within the digit boxes (the input lies exactly over them).
        const [text, boxes] = [await words.boundingBox(), await field.boundingBox()];
        expect(text!.x).toBeGreaterThanOrEqual(boxes!.x - 1);
        expect(text!.x + text!.width).toBeLessThanOrEqual(boxes!.x + boxes!.width + 1);
        const last = await digitBoxes(page).last().boundingBox();
        expect(boxes!.x + boxes!.width).toBeLessThanOrEqual(last!.x + last!.width + 1);
      }
    });
  });
}

for (const width of [375, 1440]) {
  test.describe(`The contact at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an empty or plainly wrong contact is said at its field, which takes focus, and nothing is sent', async ({
      page,
    }) => {
      const sends: string[] = [];
      await page.route('**/api/otp/send', (route) => {
        sends.push(route.request().url());
        return route.fulfill({
          json: { requestId: 'demo-request-0000000003', expiresInSeconds: 300, channel: 'email' },
        });
      });
      const { send, field } = await open(page);
      const contact = page.getByRole('textbox', { name: 'Send the code to' });
      for (const typed of ['', 'abc']) {
        await contact.fill(typed);
        await send.focus();
        await page.keyboard.press('Enter');
        await expect(contact).toBeFocused();
        await expect(contact).toHaveAttribute('aria-invalid', 'true');
        await expect(contact).toHaveAccessibleDescription(
          /Error: Enter an Australian mobile number \(04xx xxx xxx\) or an email address\.$/,
        );
        await expect(demo(page).getByText('Failed to send code')).toHaveCount(0);
        await expect(field).not.toHaveAttribute('aria-invalid');
        await expect(send).toBeVisible();
        await expect(field).toBeDisabled();
      }
      await expectNoAxeViolations(page);
      expect(sends).toEqual([]);
      // Changed, the contact is no longer marked; a good one is sent to.
      await contact.fill('alice.owner@example.com');
      await expect(contact).not.toHaveAttribute('aria-invalid');
      await send.click();
      await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
      expect(sends).toHaveLength(1);
    });
  });
}

test.describe('The boxes at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Backspace clears the current box, or the previous one when it is empty; Delete clears the current box', async ({
    page,
  }) => {
    // The send stood in for: the server allows one client 10 sends a minute, which the other tests need.
    await page.route('**/api/otp/send', (route) =>
      route.fulfill({
        json: { requestId: 'demo-request-0000000004', expiresInSeconds: 300, channel: 'email' },
      }),
    );
    await page.route(/\/api\/otp\/inbox/, (route) => route.fulfill({ json: { messages: [] } }));
    const { send, field } = await open(page);
    await send.click();
    await expect(page.getByRole('button', { name: 'Code sent' })).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(field).toBeFocused();
    await page.keyboard.type('1234');
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowLeft');
    // The second box is current: Backspace clears it, and no digit moves.
    await expect(digitBoxes(page).nth(1)).toHaveAttribute('data-caret', 'before');
    await page.keyboard.press('Backspace');
    await expect(digitBoxes(page)).toHaveText(['1', '', '3', '4', '', '']);
    await expect(digitBoxes(page).nth(1)).toHaveAttribute('data-caret', 'before');
    // It is empty now: Backspace clears the first box and moves there.
    await page.keyboard.press('Backspace');
    await expect(digitBoxes(page)).toHaveText(['', '', '3', '4', '', '']);
    await expect(digitBoxes(page).nth(0)).toHaveAttribute('data-caret', 'before');
    // Delete clears the current box, and the digit after it stays where it is.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(digitBoxes(page).nth(2)).toHaveAttribute('data-caret', 'before');
    await page.keyboard.press('Delete');
    await expect(digitBoxes(page)).toHaveText(['', '', '', '4', '', '']);
    // A digit fills the current box.
    await page.keyboard.type('7');
    await expect(digitBoxes(page)).toHaveText(['', '', '7', '4', '', '']);
    await expect(digitBoxes(page).nth(3)).toHaveAttribute('data-caret', 'before');
  });
});

test('the contact survives leaving the page and coming back', async ({ page }) => {
  await open(page);
  const contactField = page.getByRole('textbox', { name: 'Send the code to' });
  const contact = await contactField.inputValue();
  await page.goto('/');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(contactField).toHaveValue(contact);
  await expect(demo(page).getByText(`We will send a code to ${contact}.`)).toBeVisible();
});

test('at 320px the send overlay keeps within its box, clear of the links below', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page);
  const overlay = page.getByRole('button', { name: 'Send one-time code' });
  const help = page.getByRole('button', { name: 'Help with your code' });
  const [button, link] = [await overlay.boundingBox(), await help.boundingBox()];
  expect(button!.y + button!.height).toBeLessThanOrEqual(link!.y);
});
