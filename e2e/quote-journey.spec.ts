// The quote journey end to end, by keyboard: a single at 375px and a family at 1440px, from 'Who is covered' to a
// saved quote, with a reload mid-journey, the browser's Back and Forward, the one-time code from the demo inbox,
// and the saved link opened in a fresh browser; the checks of a step, and the gate on later steps.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { today } from '@internationalized/date';
import { lhcLoadingPercent } from '@ds/product/quote';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const JOIN = '/health-insurance/join';
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 5/ });

/** Presses a control found by role and name, from the keyboard. */
async function press(page: Page, role: 'radio' | 'button' | 'link', name: string | RegExp, key = 'Space') {
  const control = page.getByRole(role, { name, exact: typeof name === 'string' });
  await control.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, name: string | RegExp, text: string) {
  await page.getByRole('textbox', { name }).focus();
  await page.keyboard.type(text);
}

async function next(page: Page, heading: string) {
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(heading);
}

/** Sends a code to `contact`, reads it from the demo inbox and types it; the quote is saved then. */
async function verifyAndSave(page: Page, contact: string): Promise<string> {
  await typeInto(page, /^Your mobile number or email/, contact);
  await press(page, 'button', 'Send one-time code', 'Enter');
  const message = page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem').first();
  await expect(message).toContainText('one-time code is');
  const code = /code is (\d{6})/.exec((await message.textContent())!)![1]!;
  await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
  await page.keyboard.type(code);
  const saved = page.getByRole('link', { name: 'your saved quote' });
  await expect(saved).toBeVisible();
  return (await saved.getAttribute('href'))!;
}

const uniqueContact = (who: string) => `${who}-${process.pid}-${Date.now()}@example.com`;

test.describe('a single at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('completes the journey by keyboard, survives a reload and Back, and saves a quote that opens anywhere', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${JOIN}/welcome`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a health insurance quote');
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    await expectNoAxeViolations(page);

    await press(page, 'radio', /^Just me/);
    await page.getByRole('combobox', { name: /^Your home address/ }).focus();
    await page.keyboard.type('10 smith st fitzroy', { delay: 20 });
    const option = page.getByRole('option', { name: '10 SMITH ST, FITZROY VIC 3065' });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await typeInto(page, /^Your date of birth/, '12041985');
    await next(page, 'Step 2 of 5: Government rebate');
    await expect(page).toHaveURL(`${JOIN}/rebate`);

    // A reload keeps the place and the answers.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Government rebate');
    await expect(page.getByText(/^\$101,000 or less: a rebate of 24\.288%$/)).toBeVisible();
    // The thresholds table scrolls in its own box: the page never scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await press(page, 'radio', /^Base tier/);
    await next(page, 'Step 3 of 5: Lifetime Health Cover');

    await press(page, 'radio', 'No');
    const loading = lhcLoadingPercent(
      { dateOfBirth: '1985-04-12', heldHospitalCover: false },
      today('Australia/Sydney'),
    );
    await expect(page.getByText(`Your Lifetime Health Cover loading: ${loading}%.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 5: Choose your cover');

    const cards = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Choose / }) });
    await expect(page.getByText(/hospital covers sold in VIC/)).toBeVisible();
    await expectNoAxeViolations(page);
    const firstChoice = cards.getByRole('button', { name: /^Choose / }).first();
    const productName = ((await firstChoice.textContent()) ?? '').replace(/^Choose\s*/, '').trim();
    await firstChoice.focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');
    await expect(page.getByRole('heading', { name: `Your quote: ${productName}` })).toBeVisible();

    // Back and Forward with the browser keep the journey's place and answers.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 4 of 5: Choose your cover');
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Lifetime Health Cover');
    await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');

    const youPay = await page.getByRole('row', { name: /^You pay/ }).textContent();
    await expectNoAxeViolations(page);
    const href = await verifyAndSave(page, uniqueContact('single'));
    expect(href).toMatch(/^\/health-insurance\/join\/quote\?id=[\w-]{22}$/);
    // A reload still shows the saved quote's link.
    await page.reload();
    await expect(page.getByRole('link', { name: 'your saved quote' })).toHaveAttribute('href', href);

    // The saved link works in another browser, with nothing of this one's.
    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 2, name: productName })).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay/ })).toHaveText(youPay!);
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('a family at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('with a state instead of an address, two adults’ cover histories, combined cover paid fortnightly', async ({
    page,
    browser,
  }) => {
    await page.goto(`${JOIN}/welcome`);
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    await press(page, 'radio', /^Me, my partner and our children/);
    const children = page.getByRole('combobox', { name: /^How many children/ });
    await children.focus();
    await children.selectOption('3');
    await press(page, 'button', 'I’d rather just choose my state', 'Enter');
    const state = page.getByRole('combobox', { name: /^Your state or territory/ });
    await state.focus();
    await state.selectOption({ label: 'Queensland' });
    await typeInto(page, /^Your date of birth/, '02021980');
    await typeInto(page, /^Your partner’s date of birth/, '30091982');
    await expectNoAxeViolations(page);
    await next(page, 'Step 2 of 5: Government rebate');

    // Three children: the family thresholds are $3,000 higher.
    await expect(page.getByText(/^\$205,001 to \$239,000: a rebate of/)).toBeVisible();
    await press(page, 'radio', /^Tier 1/);
    await next(page, 'Step 3 of 5: Lifetime Health Cover');

    const held = (question: RegExp, answer: string) =>
      page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer });
    await held(/^Do you hold private hospital cover now/, 'Yes').focus();
    await page.keyboard.press('Space');
    await typeInto(page, /^How old were you when you took it out/, '38');
    await held(/^Does your partner hold private hospital cover now/, 'No').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Your Lifetime Health Cover loading: 16%.')).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 5: Choose your cover');

    await page.getByRole('radio', { name: 'Hospital and extras' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/hospital and extras covers sold in QLD/)).toBeVisible();
    const pay = page.getByRole('combobox', { name: 'Pay' });
    await pay.focus();
    await pay.selectOption('fortnightly');
    await expect(page.getByText('per fortnight').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const choice = page.getByRole('button', { name: /^Choose / }).first();
    const productName = ((await choice.textContent()) ?? '').replace(/^Choose\s*/, '').trim();
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');
    await expect(page.getByText('Family cover in Queensland, with 3 children.')).toBeVisible();
    const youPay = await page.getByRole('row', { name: /^You pay/ }).textContent();
    expect(youPay).toContain('per fortnight');

    const href = await verifyAndSave(page, uniqueContact('family'));
    const elsewhere = await browser.newContext();
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 2, name: productName })).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay/ })).toHaveText(youPay!);
    await elsewhere.close();
  });
});

test.describe('the journey’s checks', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Continue with missing or wrong answers lists them, focused, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto(`${JOIN}/welcome`);
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    await typeInto(page, /^Your date of birth/, '31021990');
    await next(page, 'Step 1 of 5: Who is covered');
    const summary = page.locator('form [tabindex="-1"]').filter({ hasText: 'Check these answers' });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Choose who the cover is for.',
      'Choose your address from the list, or choose your state instead.',
      'Enter a real date, as dd/mm/yyyy.',
    ]);
    await expect(page.getByRole('textbox', { name: /^Your date of birth/ })).toHaveValue('31/02/1990');
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(`${JOIN}/welcome`);
    // Each listed problem leads to its field: a radio group's first radio, a date's text box.
    await summary.getByRole('link', { name: 'Choose who the cover is for.' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: /^Just me/ })).toBeFocused();
    await summary.getByRole('link', { name: 'Enter a real date, as dd/mm/yyyy.' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Your date of birth/ })).toBeFocused();
  });

  test('a chosen address is shown again after a reload', async ({ page }) => {
    await page.goto(`${JOIN}/welcome`);
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    const address = page.getByRole('combobox', { name: /^Your home address/ });
    await address.focus();
    await page.keyboard.type('10 smith st fitzroy', { delay: 20 });
    await expect(page.getByRole('option', { name: '10 SMITH ST, FITZROY VIC 3065' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.reload();
    await expect(address).toHaveValue('10 SMITH ST, FITZROY VIC 3065');
    // Other text typed over it takes the address back: Continue asks for one from the list.
    await address.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('22 george st sydney');
    await page.keyboard.press('Escape');
    await next(page, 'Step 1 of 5: Who is covered');
    await expect(page.getByRole('link', { name: /^Choose your address from the list/ })).toBeVisible();
    await expect(address).toHaveValue('22 george st sydney');
  });

  test('a later step opened directly asks for the earlier answers first', async ({ page }) => {
    await page.goto(`${JOIN}/save`);
    await expect(page.getByText('Answer ‘Who is covered’ first')).toBeVisible();
    await press(page, 'link', 'Go to Who is covered', 'Enter');
    await expect(page).toHaveURL(`${JOIN}/welcome`);
  });

  test('an unknown saved-quote link says so and offers a new quote', async ({ page }) => {
    await page.goto(`${JOIN}/quote?id=AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByText('We couldn’t find that quote')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a new quote' })).toHaveAttribute(
      'href',
      `${JOIN}/welcome`,
    );
    await expectNoAxeViolations(page);
  });
});
