// The quote journey end to end, by keyboard: a single at 375px and a family at 1440px, from 'Who is covered' to a
// saved quote, with a reload mid-journey, the browser's Back and Forward, the one-time code from the demo inbox,
// and the saved link opened in a fresh browser; the checks of a step, and the gate on later steps; the save step's
// contact, locked from the moment a code is sent until 'Use a different contact' starts again.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { today } from '@internationalized/date';
import {
  incomeYearOn,
  lhcLoadingPercent,
  rebateRatesOn,
  staleRatesNotice,
  staleThresholdsNotice,
} from '@ds/product/quote';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { holdScripts } from './helpers/held-scripts';
import { layoutShifts } from './helpers/layout-shift';
import { asOwnVisitor } from './helpers/visitor';

test.use({ extraHTTPHeaders: asOwnVisitor });

const JOIN = '/health-insurance/join';
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 5/ });

/** Presses a control found by role and name, from the keyboard. */
async function press(page: Page, role: 'radio' | 'button' | 'link', name: string | RegExp, key = 'Space') {
  const control = page.getByRole(role, { name, exact: typeof name === 'string' });
  await control.focus();
  await page.keyboard.press(key);
}

/** Chooses `choice` in the radio group asked by `question`, from the keyboard. */
async function answer(page: Page, question: RegExp, choice: string) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: true })
    .focus();
  await page.keyboard.press('Space');
}

async function typeInto(page: Page, name: string | RegExp, text: string) {
  await page.getByRole('textbox', { name }).focus();
  await page.keyboard.type(text);
}

async function next(page: Page, heading: string) {
  const before = await stepHeading(page).textContent();
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(heading);
  // On a new step a screen reader starts at it: focus is on its heading (staying, focus is on the problems).
  if (before !== heading) await expect(stepHeading(page)).toBeFocused();
}

/** Sends a code to `contact`, reads it from the demo inbox and types it; the quote is saved then. */
async function verifyAndSave(page: Page, contact: string): Promise<string> {
  await typeInto(page, /^Your mobile number or email/, contact);
  await press(page, 'button', 'Send one-time code', 'Enter');
  const message = page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem').first();
  await expect(message).toContainText('is your Larkspur Health one-time code');
  const code = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
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
    // Today past the newest figures here: said plainly, in the words the pricing module gives.
    const now = today('Australia/Sydney');
    const rates = rebateRatesOn(now);
    for (const notice of [
      staleThresholdsNotice(incomeYearOn(now), now),
      staleRatesNotice({ to: rates.figures.to, current: rates.current }),
    ]) {
      if (notice) await expect(page.getByText(notice)).toBeVisible();
    }
    // The thresholds table scrolls in its own box: the page never scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await press(page, 'radio', /^Base tier/);
    await next(page, 'Step 3 of 5: Lifetime Health Cover');

    await answer(page, /^Do you hold private hospital cover now/, 'No');
    // 41, past the base day of 1 July 2016: asked whether covered then.
    await answer(page, /^Did you have hospital cover on 1 July 2016, your base day/, 'No');
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
    await expect(
      page
        .getByRole('radiogroup', { name: /^Do you hold private hospital cover now/ })
        .getByRole('radio', { name: 'No', exact: true }),
    ).toBeChecked();
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
    // Saved already: no code to send, only the way to a new quote.
    await expect(page.getByRole('button', { name: 'Send one-time code' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start a new quote' })).toBeVisible();

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

    // The thresholds table fits beside nothing: whole, with no need to scroll it.
    await expect(page.getByRole('table', { name: /^Income thresholds for/ })).toBeVisible();
    await expect(page.getByText('Scroll sideways to see the whole table')).toBeHidden();
    // Three children: the family thresholds are $3,000 higher.
    await expect(page.getByText(/^\$205,001 to \$239,000: a rebate of/)).toBeVisible();
    await press(page, 'radio', /^Tier 1/);
    await next(page, 'Step 3 of 5: Lifetime Health Cover');

    await answer(page, /^Do you hold private hospital cover now/, 'Yes');
    // Started August 2018, aged 38 on 1 July 2018: 16%.
    await typeInto(page, /^When did this cover start/, '08/2018');
    await answer(page, /^Did you have hospital cover on 1 July 2011, your base day/, 'No');
    await answer(page, /^Does your partner hold private hospital cover now/, 'No');
    // Covered on the base day, then about 4 years without: 4%.
    await answer(page, /^Did your partner have hospital cover on 1 July 2014, their base day/, 'Yes');
    const years = page.getByRole('combobox', { name: /^Since then, about how long has your partner/ });
    await years.focus();
    await years.selectOption('4');
    await expect(page.getByText('Your Lifetime Health Cover loading: 16%.')).toBeVisible();
    await expect(page.getByText('Your partner’s Lifetime Health Cover loading: 4%.')).toBeVisible();
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

/** A single in Victoria, born on `dateOfBirth` (typed ddmmyyyy), through step 1 and the income tier, to step 3. */
async function reachLhcStep(page: Page, dateOfBirth: string, tier: RegExp = /^Base tier/) {
  await page.goto(`${JOIN}/welcome`);
  await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
  await press(page, 'radio', /^Just me/);
  await press(page, 'button', 'I’d rather just choose my state', 'Enter');
  const state = page.getByRole('combobox', { name: /^Your state or territory/ });
  await state.focus();
  await state.selectOption({ label: 'Victoria' });
  await typeInto(page, /^Your date of birth/, dateOfBirth);
  await next(page, 'Step 2 of 5: Government rebate');
  await press(page, 'radio', tier);
  await next(page, 'Step 3 of 5: Lifetime Health Cover');
}

/** From step 4, the first cover offered, to the save step. */
async function chooseFirstCover(page: Page) {
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');
}

/** A single in Victoria through steps 1 to 4, by keyboard, to the save step with the first cover offered. */
async function reachSaveStep(page: Page) {
  await reachLhcStep(page, '12041985');
  await answer(page, /^Do you hold private hospital cover now/, 'No');
  await answer(page, /^Did you have hospital cover on 1 July 2016/, 'No');
  await next(page, 'Step 4 of 5: Choose your cover');
  await chooseFirstCover(page);
}

/**
 * The one-time-code API and the quote service stood in for, as the server answers them: the other tests spend
 * all 10 sends a minute the server allows one client. A code matches only the request it was sent with, and each
 * save records the verification's requestId.
 */
async function standInForServer(page: Page) {
  const codes = ['246810', '135790', '975310'];
  const sent: { contact: string; requestId: string; code: string }[] = [];
  const saves: string[] = [];
  const requestIdOf = (contact: string) => sent.find((entry) => entry.contact === contact)?.requestId;
  await page.route('**/api/otp/send', (route) => {
    const { contact } = route.request().postDataJSON() as { contact: string };
    const requestId = `stand-in-request-${String(sent.length + 1).padStart(6, '0')}`;
    sent.unshift({ contact, requestId, code: codes[sent.length]! });
    return route.fulfill({
      json: { requestId, expiresInSeconds: 300, channel: contact.includes('@') ? 'email' : 'sms' },
    });
  });
  await page.route(/\/api\/otp\/inbox\?/, (route) => {
    const contact = new URL(route.request().url()).searchParams.get('contact');
    const messages = sent
      .filter((entry) => entry.contact === contact)
      .map(({ code }) => ({
        sentAt: new Date().toISOString(),
        text: `${code} is your Larkspur Health one-time code. It expires in 5 minutes. Never share it.`,
      }));
    return route.fulfill({ json: { messages } });
  });
  await page.route('**/api/otp/verify', (route) => {
    const { requestId, code } = route.request().postDataJSON() as { requestId: string; code: string };
    const valid = sent.some((entry) => entry.requestId === requestId && entry.code === code);
    return route.fulfill({ json: { valid, result: valid ? 'matched' : 'mismatch' } });
  });
  await page.route('**/api/quotes', (route) => {
    const body = route.request().postDataJSON() as {
      productId: string;
      answers: { frequency: string };
      verification: { requestId: string };
    };
    saves.push(body.verification.requestId);
    // The reply's shape is checked by the page, as the server's is: a whole saved quote.
    const id = 'StandInSavedQuote00001';
    const price = {
      frequency: body.answers.frequency,
      base: 150,
      loadingPercent: 0,
      loading: 0,
      rebatePercent: 24.288,
    };
    const quote = {
      id,
      savedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      productId: body.productId,
      productName: 'Stand-in cover',
      answers: body.answers,
      price: {
        ...price,
        ageBand: 'under65',
        withoutRebate: false,
        rebatePeriod: { from: '2026-04-01', to: '2027-03-31', current: true },
        rebate: 36.43,
        total: 113.57,
      },
    };
    return route.fulfill({ status: 201, json: { id, quote } });
  });
  return { saves, requestIdOf };
}

test.describe('the save step’s contact', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const contactField = (page: Page) => page.getByRole('textbox', { name: /^Your mobile number or email/ });
  const differentContact = (page: Page) => page.getByRole('button', { name: 'Use a different contact' });
  const inbox = (page: Page) => page.getByRole('region', { name: 'Demo inbox' });

  test('is locked once a code is sent; ‘Use a different contact’ starts again, and only its own code saves', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const server = await standInForServer(page);
    await reachSaveStep(page);
    const contact = contactField(page);
    await expect(contact).toBeEditable();
    await expect(differentContact(page)).toBeHidden();

    await typeInto(page, /^Your mobile number or email/, 'alice.owner@example.com');
    await press(page, 'button', 'Send one-time code', 'Enter');
    const message = inbox(page).getByRole('listitem').first();
    await expect(message).toContainText('is your Larkspur Health one-time code');
    const aliceCode = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
    // Locked (read-only, so still announced and focusable), still showing where the code went.
    await expect(contact).toHaveAttribute('readonly', '');
    await expect(contact).not.toBeEditable();
    await expect(contact).toHaveValue('alice.owner@example.com');
    await contact.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('mallory.other@example.com');
    await expect(contact).toHaveValue('alice.owner@example.com');
    await expect(differentContact(page)).toBeVisible();
    await expectNoAxeViolations(page);

    // Starting again: the field editable and focused, keeping what was typed; a fresh code control; no messages.
    await press(page, 'button', 'Use a different contact', 'Enter');
    await expect(contact).toBeFocused();
    await expect(contact).toBeEditable();
    await expect(contact).toHaveValue('alice.owner@example.com');
    await expect(differentContact(page)).toBeHidden();
    await expect(inbox(page)).toContainText('No messages yet.');
    await expect(inbox(page).getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send one-time code' })).toBeVisible();
    await expect(page.getByText('We will send a code to alice.owner@example.com.')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('mallory.other@example.com');
    await expect(page.getByText('We will send a code to mallory.other@example.com.')).toBeVisible();
    await press(page, 'button', 'Send one-time code', 'Enter');
    await expect(message).toContainText('is your Larkspur Health one-time code');
    const malloryCode = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
    await expect(inbox(page).getByRole('listitem')).toHaveCount(1);
    await expect(contact).not.toBeEditable();
    const codeField = page.getByRole('textbox', { name: /^One-time code/ });
    await expect(codeField).toBeFocused();
    // The first contact's code is checked against the second contact's request, and refused.
    expect(aliceCode).not.toBe(malloryCode);
    await page.keyboard.type(aliceCode);
    await expect(codeField).toHaveAccessibleDescription(/Code does not match/);
    await expect(page.getByText('Your quote is saved')).toBeHidden();
    expect(server.saves).toEqual([]);
    await page.keyboard.type(malloryCode);
    await expect(page.getByText('Your quote is saved')).toBeVisible();
    await expect(page.getByRole('link', { name: 'your saved quote' })).toHaveAttribute(
      'href',
      `${JOIN}/quote?id=StandInSavedQuote00001`,
    );
    // Saved once, with the verification of the contact shown.
    expect(server.saves).toEqual([server.requestIdOf('mallory.other@example.com')]);
    // Saved: the field stays locked on the contact the code went to; the action gives way to a new quote.
    await expect(contact).toBeDisabled();
    await expect(contact).toHaveValue('mallory.other@example.com');
    await expect(differentContact(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start a new quote' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('forgets a send to the earlier contact that answers after starting again', async ({ page }) => {
    const server = await standInForServer(page);
    // The first send (to the earlier contact) is held back until the second has been answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/otp/send',
      async (route) => {
        await held;
        await route.fallback();
      },
      { times: 1 },
    );
    await reachSaveStep(page);
    const contact = contactField(page);
    await typeInto(page, /^Your mobile number or email/, 'alice.owner@example.com');
    await press(page, 'button', 'Send one-time code', 'Enter');
    await expect(contact).not.toBeEditable();
    await press(page, 'button', 'Use a different contact', 'Enter');
    await expect(contact).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('mallory.other@example.com');
    await press(page, 'button', 'Send one-time code', 'Enter');
    const message = inbox(page).getByRole('listitem').first();
    await expect(message).toContainText('is your Larkspur Health one-time code');
    const malloryCode = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
    await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();

    const late = page.waitForResponse('**/api/otp/send');
    release();
    await late;
    expect(server.requestIdOf('alice.owner@example.com')).toBeDefined();
    await page.keyboard.type(malloryCode);
    await expect(page.getByText('Your quote is saved')).toBeVisible();
    expect(server.saves).toEqual([server.requestIdOf('mallory.other@example.com')]);
    await expect(inbox(page).getByRole('listitem')).toHaveCount(1);
    await expect(contact).toHaveValue('mallory.other@example.com');
  });

  test('is locked while the code is on its way, and unlocked again when it could not be sent', async ({
    page,
  }) => {
    // The server's refusal stood in for (the server allows one client 10 sends a minute, which other tests need),
    // held back until the field has been seen locked.
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route('**/api/otp/send', async (route) => {
      await refused;
      await route.fulfill({
        status: 429,
        json: {
          error: { code: 'rate_limited', message: 'Too many codes sent to this contact, try again later' },
        },
      });
    });
    await reachSaveStep(page);
    const contact = contactField(page);
    await typeInto(page, /^Your mobile number or email/, 'alice.owner@example.com');
    await press(page, 'button', 'Send one-time code', 'Enter');
    await expect(contact).not.toBeEditable();
    await expect(differentContact(page)).toBeVisible();
    refuse();
    await expect(page.getByRole('textbox', { name: /^One-time code/ })).toHaveAccessibleDescription(
      /Failed to send code Too many codes sent to this contact/,
    );
    await expect(contact).toBeEditable();
    await expect(differentContact(page)).toBeHidden();
    await contact.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('mallory.other@example.com');
    await expect(contact).toHaveValue('mallory.other@example.com');
    await expect(page.getByText('We will send a code to mallory.other@example.com.')).toBeVisible();
  });
});

test.describe('a link into the journey, opened on its own', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('takes its choices, leaves the address plain, and Back from the next step returns to the first', async ({
    page,
  }) => {
    await page.goto(`${JOIN}/welcome?product=hospital-gold&cover=single&state=VIC&frequency=monthly`);
    await expect(page).toHaveURL(`${JOIN}/welcome`);
    await expect(page.getByRole('radio', { name: /^Just me/ })).toBeChecked();
    await typeInto(page, /^Your date of birth/, '12041985');
    await next(page, 'Step 2 of 5: Government rebate');
    await expect(page).toHaveURL(`${JOIN}/rebate`);
    // The first step's history entry still belongs to the app: Back shows that step, not the address alone.
    await page.goBack();
    await expect(page).toHaveURL(`${JOIN}/welcome`);
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Who is covered');
    await expect(page.getByRole('radio', { name: /^Just me/ })).toBeChecked();
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Government rebate');
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

  test('a manual address: the problems ask for the whole address, and one Continue goes on once it is right', async ({
    page,
  }) => {
    await page.goto(`${JOIN}/welcome`);
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    await press(page, 'radio', /^Just me/);
    await typeInto(page, /^Your date of birth/, '12041985');
    await next(page, 'Step 1 of 5: Who is covered');
    await expect(page.getByRole('link', { name: /^Choose your address from the list/ })).toBeVisible();
    await press(page, 'button', 'Enter address manually', 'Enter');
    // The summary now asks for what the fields need, and its link lands in them.
    const problem = page.getByRole('link', {
      name: /^Enter your full address: street, suburb, state and postcode/,
    });
    await expect(problem).toBeVisible();
    await expect(page.getByRole('link', { name: /^Choose your address from the list/ })).toHaveCount(0);
    await problem.click();
    await expect(page.getByRole('textbox', { name: 'Street address (required)' })).toBeFocused();
    await page.keyboard.type('10 Smith St');
    await typeInto(page, /^Suburb or town/, 'Fitzroy');
    await page.getByRole('combobox', { name: /^State or territory/ }).selectOption('VIC');
    await typeInto(page, /^Postcode/, '3000');
    await next(page, 'Step 1 of 5: Who is covered');
    await expect(page.getByText('We could not find Fitzroy with postcode 3000.')).toBeVisible();
    // Fixed, then Continue at once, while the locality check is still on its way: one press goes on.
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('3065');
    await continueButton(page).click();
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Government rebate');
  });

  test('text typed into the address box before the page comes alive is kept', async ({ page }) => {
    // A chosen address is stored, then the page is opened again with its scripts held back.
    await page.goto(`${JOIN}/welcome`);
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    const address = page.getByRole('combobox', { name: /^Your home address/ });
    await address.focus();
    await page.keyboard.type('10 smith st fitzroy', { delay: 20 });
    await page.getByRole('option', { name: '10 SMITH ST, FITZROY VIC 3065' }).click();
    const release = await holdScripts(page);
    await page.goto(`${JOIN}/welcome`, { waitUntil: 'commit' });
    await expect(address).toBeEditable();
    await address.fill('22 george st sydney');
    release();
    await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
    await expect(address).toHaveValue('22 george st sydney');
    await page.keyboard.type(' nsw');
    await expect(address).toHaveValue('22 george st sydney nsw');
  });

  test('a date typed and a choice made before the page comes alive are kept, over the stored answers', async ({
    page,
  }) => {
    // A single's answers are stored, income tier included; then step 1 is opened again with its scripts held back.
    await reachLhcStep(page, '01011980', /^Tier 1/);
    const release = await holdScripts(page);
    await page.goto(`${JOIN}/welcome`, { waitUntil: 'commit' });
    const dateOfBirth = page.getByRole('textbox', { name: /^Your date of birth/ });
    await expect(dateOfBirth).toBeEditable();
    await dateOfBirth.focus();
    await page.keyboard.type('12041985');
    await press(page, 'radio', /^Me and my partner/);
    release();
    // Alive, the page tidies the digits into a date: they are its answer now, and so is the choice, with what it
    // changes (a couple's income tier is asked again, against couples' thresholds).
    await expect(dateOfBirth).toHaveValue('12/04/1985');
    await expect(page.getByRole('radio', { name: /^Me and my partner/ })).toBeChecked();
    await typeInto(page, /^Your partner’s date of birth/, '30091982');
    await next(page, 'Step 2 of 5: Government rebate');
    await expect(page.getByRole('radiogroup', { name: /^Your combined income/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Tier 1/ })).not.toBeChecked();
    await page.unrouteAll();
    await page.goto(`${JOIN}/welcome`);
    await expect(dateOfBirth).toHaveValue('12/04/1985');
    await expect(page.getByRole('radio', { name: /^Me and my partner/ })).toBeChecked();
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

for (const width of [375, 1440]) {
  test.describe(`a later step opened afresh, at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    for (const step of ['rebate', 'save']) {
      test(`/${step} shifts nothing on the screen while it reads the answers`, async ({ page }) => {
        // Built without the answers, the step says it is loading, then which step to answer first.
        await page.goto(`${JOIN}/${step}`);
        await expect(page.getByText('Answer ‘Who is covered’ first')).toBeVisible();
        const shifts = await layoutShifts(page);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.005);
        await expect(page.getByRole('contentinfo')).not.toBeInViewport();
      });
    }
  });
}

test.describe('rules as the visitor meets them', () => {
  test('someone under 31 is not asked about a base day, and no income given prices without the rebate', async ({
    page,
  }) => {
    // 30 today: their base day, the 1 July after their 31st birthday, has not come.
    const born = today('Australia/Sydney').subtract({ years: 30 });
    const typed = `${String(born.day).padStart(2, '0')}${String(born.month).padStart(2, '0')}${born.year}`;
    await reachLhcStep(page, typed, /^I’d rather not say/);
    await answer(page, /^Do you hold private hospital cover now/, 'No');
    await expect(page.getByRole('radiogroup', { name: /base day/ })).toHaveCount(0);
    await expect(page.getByText('You pay no Lifetime Health Cover loading.')).toBeVisible();
    await next(page, 'Step 4 of 5: Choose your cover');
    await expect(
      page.getByText('Without the rebate, which you can claim at tax time.').first(),
    ).toBeVisible();
    await chooseFirstCover(page);
    await expect(page.getByRole('row', { name: /^Australian Government rebate/ })).toHaveText(
      'Australian Government rebatenot included',
    );
    await expect(
      page.getByText(
        'This price is without the Australian Government rebate: you can claim it in your tax return.',
      ),
    ).toBeVisible();
    // The price still fits a phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('a question that appears after Continue shows no message until Continue is pressed again', async ({
    page,
  }) => {
    await reachLhcStep(page, '12041985');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.locator('form [tabindex="-1"]').filter({ hasText: 'Check these answers' });
    await expect(summary).toBeFocused();
    await answer(page, /^Do you hold private hospital cover now/, 'Yes');
    const started = page.getByRole('textbox', { name: /^When did this cover start/ });
    await expect(started).toBeVisible();
    await expect(started).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link', { name: /cover start/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(started).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: /cover start/i })).toBeVisible();
  });

  test('someone born by 1 July 1934 is told Lifetime Health Cover does not affect them', async ({ page }) => {
    await reachLhcStep(page, '01071934');
    await expect(page.getByText(/Born on or before 1 July 1934: you are not affected/)).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(page.getByText('You pay no Lifetime Health Cover loading.')).toBeVisible();
    await next(page, 'Step 4 of 5: Choose your cover');
  });
});

test.describe('how we work out your price', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows the figures in use with their periods and sources, on a phone', async ({ page }) => {
    await page.goto('/help/your-price');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work out your price');
    const rates = page.getByRole('table', { name: 'Rebate percentages, 1 April 2025 to 31 March 2026' });
    await expect(rates.getByRole('row', { name: /^Under 65/ })).toHaveText(/24\.288%16\.192%8\.095%0%/);
    await expect(page.getByRole('table', { name: /^Income thresholds for 2025-26/ })).toContainText(
      '$101,000 or less',
    );
    await expect(page.getByRole('link', { name: /PHI 21\/25/ })).toHaveAttribute('href', /health\.gov\.au/);
    await expect(page.getByText(/you may go without it for 1,094 days in all/)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the saved quote', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Back from the saved quote returns to the last step, where it was saved', async ({ page }) => {
    await standInForServer(page);
    await reachSaveStep(page);
    await typeInto(page, /^Your mobile number or email/, 'alice.owner@example.com');
    await press(page, 'button', 'Send one-time code', 'Enter');
    await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
    await page.keyboard.type('246810');
    await press(page, 'link', 'your saved quote', 'Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved quote');
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');
    await expect(page.getByRole('link', { name: 'your saved quote' })).toBeVisible();
  });
});

test.describe('the save step’s contact, when no code can be sent to it', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an empty, a wrong and a refused contact are said at the field, which takes focus', async ({
    page,
  }) => {
    // The server's refusal stood in for (the server allows one client 10 sends a minute, which other tests need);
    // the empty and the wrong contact never reach it.
    const sends: string[] = [];
    await page.route('**/api/otp/send', (route) => {
      sends.push((route.request().postDataJSON() as { contact: string }).contact);
      return route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'invalid_body',
            message: 'Enter an Australian mobile number (04xx xxx xxx) or an email address.',
          },
        },
      });
    });
    await reachSaveStep(page);
    const contact = page.getByRole('textbox', { name: /^Your mobile number or email/ });
    const codeField = page.getByRole('textbox', { name: /^One-time code/ });
    for (const typed of ['', 'abc', 'two..dots@example.com']) {
      await contact.fill(typed);
      await press(page, 'button', 'Send one-time code', 'Enter');
      await expect(contact).toBeFocused();
      await expect(contact).toHaveAccessibleDescription(
        /Error: Enter an Australian mobile number \(04xx xxx xxx\) or an email address\.$/,
      );
      await expect(page.getByText('Failed to send code')).toHaveCount(0);
      await expect(codeField).not.toHaveAttribute('aria-invalid');
      // Still the visitor's to correct.
      await expect(contact).toBeEditable();
      await expect(page.getByRole('button', { name: 'Send one-time code' })).toBeVisible();
    }
    expect(sends).toEqual(['two..dots@example.com']);
    await expectNoAxeViolations(page);
    await contact.fill('alice.owner@example.com');
    await expect(contact).not.toHaveAttribute('aria-invalid');
  });
});

/** A single at an address in Fitzroy (VIC) through steps 1 to 4, by keyboard, to the save step. */
async function reachSaveStepFromAddress(page: Page) {
  await page.goto(`${JOIN}/welcome`);
  await expect(page.getByRole('radio', { name: /Just me/ })).toBeEnabled();
  await press(page, 'radio', /^Just me/);
  await page.getByRole('combobox', { name: /^Your home address/ }).focus();
  await page.keyboard.type('10 smith st fitzroy', { delay: 20 });
  await expect(page.getByRole('option', { name: '10 SMITH ST, FITZROY VIC 3065' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await typeInto(page, /^Your date of birth/, '12041985');
  await next(page, 'Step 2 of 5: Government rebate');
  await press(page, 'radio', /^Base tier/);
  await next(page, 'Step 3 of 5: Lifetime Health Cover');
  await answer(page, /^Do you hold private hospital cover now/, 'No');
  await answer(page, /^Did you have hospital cover on 1 July 2016/, 'No');
  await next(page, 'Step 4 of 5: Choose your cover');
  await chooseFirstCover(page);
}

/** The first step as a new visitor finds it: nothing chosen, no date of birth, no address. */
async function expectEmptyFirstStep(page: Page) {
  await expect(page).toHaveURL(`${JOIN}/welcome`);
  await expect(stepHeading(page)).toHaveText('Step 1 of 5: Who is covered');
  await expect(page.getByRole('radio', { name: /^Just me/ })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: /^Your home address/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Your date of birth/ })).toHaveValue('');
}

for (const width of [375, 1440]) {
  test.describe(`a new quote on a shared computer, at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('‘Start a new quote’ from the saved quote and from the save step starts empty; the saved quote gives the number to call and its hours', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await standInForServer(page);
      // The saved quote opened from its link: the one the stand-in saved (the sends are stood in for: the server
      // allows one client 10 a minute).
      let saved: unknown = null;
      page.on('response', async (response) => {
        if (response.request().method() === 'POST' && response.url().endsWith('/api/quotes')) {
          saved = ((await response.json()) as { quote: unknown }).quote;
        }
      });
      await page.route(/\/api\/quotes\/[\w-]+$/, (route) => route.fulfill({ json: { quote: saved } }));

      await reachSaveStepFromAddress(page);
      await typeInto(page, /^Your mobile number or email/, 'alice.owner@example.com');
      await press(page, 'button', 'Send one-time code', 'Enter');
      await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
      await page.keyboard.type('246810');
      await press(page, 'link', 'your saved quote', 'Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Stand-in cover' })).toBeVisible();
      // The number to call, with its hours, as the site gives them everywhere.
      const call = page.getByRole('region', { name: 'Call us to join' });
      await expect(call.getByRole('link', { name: '1300 975 707' })).toHaveAttribute(
        'href',
        'tel:1300975707',
      );
      await expect(call.getByRole('list', { name: 'Opening hours' })).toContainText(
        'Monday to Friday, 8am to 8pm AEST',
      );
      await expectNoAxeViolations(page);

      await press(page, 'link', 'Start a new quote', 'Enter');
      await expectEmptyFirstStep(page);
      await expectNoAxeViolations(page);
      // Back to the saved quote and forward again, then a reload: still nothing of the last person's.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved quote');
      await page.goForward();
      await page.reload();
      await expectEmptyFirstStep(page);

      // From the save step itself, once saved.
      await reachSaveStepFromAddress(page);
      await typeInto(page, /^Your mobile number or email/, 'bob.next@example.com');
      await press(page, 'button', 'Send one-time code', 'Enter');
      await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
      await page.keyboard.type('135790');
      await expect(page.getByText('Your quote is saved')).toBeVisible();
      await press(page, 'button', 'Start a new quote', 'Enter');
      await expectEmptyFirstStep(page);
      expect(errors).toEqual([]);
    });
  });
}
