// The New Zealand health insurance quote end to end, by keyboard, in the NZ site's theme and chrome: a single at
// 375px and a family at 1440px, from 'Who is covered' (/nz/get-a-quote, the NZ header's 'Get a quote') to a saved
// quote opened in a fresh browser; wrong answers and what they say, a reload and the browser's Back and Forward
// mid-way, the gate on later steps, and never a question of Australia's (rebate, Lifetime Health Cover, a state).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { variantConfigs } from '@ds/site/data';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';
import { expectProblems, problems } from './helpers/journey';

test.use({ extraHTTPHeaders: asOwnVisitor });

const QUOTE = '/nz/get-a-quote';
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
/** Chooses `choice` in the radio group asked by `question`, from the keyboard. */
async function answer(page: Page, question: RegExp, choice: string | RegExp) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
    .focus();
  await page.keyboard.press('Space');
}

/** Replaces what a text field holds with `text`, typed. */
async function typeInto(page: Page, name: RegExp, text: string) {
  const field = page.getByRole('textbox', { name });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function pressContinue(page: Page) {
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
}

async function next(page: Page, heading: string) {
  await pressContinue(page);
  await expect(stepHeading(page)).toHaveText(heading);
  // On a new step a screen reader starts at it: focus is on its heading.
  await expect(stepHeading(page)).toBeFocused();
}

/** The NZ site's theme, language and header: the journey is one of its pages, not the Australian site's. */
async function expectNzChrome(page: Page) {
  const shell = page.locator('[data-variant="nz"][data-theme]').first();
  await expect(shell).toHaveAttribute('data-theme', variantConfigs.nz.theme);
  await expect(shell).toHaveAttribute('lang', 'en-NZ');
  // The NZ header: its logo leads to the NZ home.
  await expect(page.getByRole('banner').locator('a[href="/nz"]').filter({ visible: true })).toBeVisible();
}

/** Nothing of Australia's quote: no rebate, no Lifetime Health Cover, no state, no Medicare. */
async function expectNothingAustralian(page: Page) {
  await expect(page.locator('main')).not.toContainText(
    /rebate|Lifetime Health Cover|state or territory|Medicare|AUD/i,
  );
}

/** Sends a code to `contact`, reads it from the demo inbox and types it; the quote is saved then. */
async function verifyAndSave(page: Page, contact: string): Promise<string> {
  await typeInto(page, /^Your mobile number or email/, contact);
  await page.getByRole('button', { name: 'Send one-time code' }).focus();
  await page.keyboard.press('Enter');
  const message = page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem').first();
  await expect(message).toContainText('one-time code');
  const code = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
  await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
  await page.keyboard.type(code);
  const saved = page.getByRole('link', { name: 'your saved quote' });
  await expect(saved).toBeVisible();
  return (await saved.getAttribute('href'))!;
}

const uniqueContact = (who: string) => `nz-${who}-${process.pid}-${Date.now()}@example.com`;
/** A New Zealand mobile written as a New Zealander would, new to each run (each contact has its own send limit). */
const uniqueNzMobile = () => `021 ${String((Date.now() + process.pid) % 10_000_000).padStart(7, '0')}`;

test.describe('a single at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('completes the quote by keyboard, is told what to fix, survives a reload, Back and Forward, and saves', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(QUOTE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a health insurance quote');
    await expect(stepHeading(page)).toHaveText('Step 1 of 4: Who is covered');
    await expect(page.getByRole('radio', { name: 'Just me' })).toBeEnabled();
    await expectNzChrome(page);
    await expectNothingAustralian(page);
    await expectNoAxeViolations(page);

    // Continue with nothing chosen: the list of what to do, focused; the step stays.
    await pressContinue(page);
    await expect(problems(page)).toContainText('Choose who you would like to cover.');
    await expect(problems(page)).toBeFocused();
    await expect(page).toHaveURL(QUOTE);

    await answer(page, /^Who would you like to cover/, 'Just me');
    await next(page, 'Step 2 of 4: About each person');
    await expect(page).toHaveURL(`${QUOTE}/people`);

    // Words for an age, and no answer on smoking: each said, with what to do, and nothing typed is lost.
    await typeInto(page, /^Your age/, 'forty');
    await pressContinue(page);
    await expectProblems(page, [
      'Enter your age in whole years, using numbers, for example 42.',
      'Choose whether you have smoked or vaped in the last 12 months.',
    ]);
    await expect(page.getByRole('textbox', { name: /^Your age/ })).toHaveValue('forty');
    await expectNoAxeViolations(page);
    await typeInto(page, /^Your age/, '17');
    await answer(page, /^Have you smoked or vaped/, 'No');
    await pressContinue(page);
    await expectProblems(page, [
      'You need to be 18 or older to take out a plan: a younger person can be covered as a child on a parent’s plan.',
    ]);
    // The problem's link takes focus to its field.
    await problems(page).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Your age/ })).toBeFocused();
    await typeInto(page, /^Your age/, '42');

    // A reload mid-way keeps the place and the answers.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Step 2 of 4: About each person');
    await expect(page.getByRole('textbox', { name: /^Your age/ })).toHaveValue('42');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await next(page, 'Step 3 of 4: Your plan and excess');

    await expect(page.getByText('Choose a plan and an excess to see your price.')).toBeVisible();
    await answer(page, /^Which plan would you like/, /^Hospital and Specialists/);
    await answer(page, /^Which excess would you like/, /^\$500/);
    // 42: the 40-44 band's $88.00 a month, less 15% for the $500 excess.
    await expect(page.getByText(/^Your price: \$74\.80 per month$/)).toBeVisible();
    await expect(page.getByText(/^Or \$34\.52 per fortnight, or \$897\.60 per year/)).toContainText(
      'New Zealand dollars (NZD)',
    );
    // The page never scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNothingAustralian(page);
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 4: Save your quote');
    await expect(page.getByRole('heading', { name: 'Your quote: Hospital and Specialists' })).toBeVisible();

    // Back and Forward with the browser keep the journey's place and answers.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 3 of 4: Your plan and excess');
    await expect(page.getByRole('radio', { name: /^\$500/ })).toBeChecked();
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 2 of 4: About each person');
    await expect(page.getByRole('textbox', { name: /^Your age/ })).toHaveValue('42');
    await page.goForward();
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 4 of 4: Save your quote');

    const youPay = page.getByRole('row', { name: /^You pay/ });
    await expect(youPay).toHaveText('You pay$74.80 per month');
    await expectNothingAustralian(page);
    await expectNoAxeViolations(page);
    const href = await verifyAndSave(page, uniqueContact('single'));
    expect(href).toMatch(/^\/nz\/get-a-quote\/saved\?id=[\w-]{22}$/);
    // A reload still shows the saved quote's link, and no code to send.
    await page.reload();
    await expect(page.getByRole('link', { name: 'your saved quote' })).toHaveAttribute('href', href);
    await expect(page.getByRole('button', { name: 'Send one-time code' })).toHaveCount(0);

    // The saved link works in another browser, with nothing of this one's.
    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(
      fresh.getByRole('heading', { level: 2, name: 'Hospital and Specialists, $500 excess' }),
    ).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay/ })).toHaveText('You pay$74.80 per month');
    await expect(fresh.getByRole('row', { name: /per fortnight/ })).toHaveText('Or$34.52 per fortnight');
    await expectNzChrome(fresh);
    await expectNothingAustralian(fresh);
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('a family at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('two adults (one smokes) and two children (one a student), on Everyday with a $2,000 excess', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    // The NZ header's call to action leads to the quote.
    await page.goto('/nz/compare-plans');
    await expect(page.getByText(/^Hospital Essentials: Private surgery/)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Get a quote' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(QUOTE);
    await expect(stepHeading(page)).toHaveText('Step 1 of 4: Who is covered');
    await expect(page.getByRole('radio', { name: 'Just me' })).toBeEnabled();

    await answer(page, /^Who would you like to cover/, 'Me, my partner and our children');
    const children = page.getByRole('combobox', { name: /^How many children/ });
    await expect(children).toHaveAccessibleDescription(
      /Children are covered until they turn 21, or 25 while studying full-time/,
    );
    await children.focus();
    await children.selectOption('2');
    await expectNoAxeViolations(page);
    await next(page, 'Step 2 of 4: About each person');

    await typeInto(page, /^Your age/, '40');
    await answer(page, /^Have you smoked or vaped/, 'No');
    await typeInto(page, /^Your partner’s age/, '38');
    await answer(page, /^Has your partner smoked or vaped/, 'Yes');
    await typeInto(page, /^Child 1’s age/, '8');
    await expect(page.getByRole('radiogroup', { name: /^Is child 1 studying/ })).toHaveCount(0);
    await typeInto(page, /^Child 2’s age/, '23');
    // From 21 the question that decides it appears; 'No' is told what it means.
    await answer(page, /^Is child 2 studying full-time/, 'No');
    await pressContinue(page);
    await expectProblems(page, [
      'Children are covered until they turn 21, or 25 while studying full-time: child 2 can be on your plan only while studying full-time, or choose fewer children under ‘Who is covered’.',
    ]);
    await expectNoAxeViolations(page);
    await answer(page, /^Is child 2 studying full-time/, 'Yes');
    await next(page, 'Step 3 of 4: Your plan and excess');

    await answer(page, /^Which plan would you like/, /^Everyday/);
    await answer(page, /^Which excess would you like/, /^\$2,000/);
    // 40: $138.00; partner 38, a smoker: $123.00 + 20%; two children at $41.00; each less 35%: $238.94 a month.
    await expect(page.getByText(/^Your price: \$238\.94 per month$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 4: Save your quote');
    await expect(page.getByText('Me, my partner and our children (2 children).')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /^Your partner, aged 38/ })).toContainText(
      'plus $24.60 smoker loading (20%)',
    );
    await expect(page.getByRole('rowheader', { name: /^Child 2, aged 23/ })).toContainText('for a child');
    await expect(page.getByRole('row', { name: /^You pay/ })).toHaveText('You pay$238.94 per month');
    await expectNothingAustralian(page);
    await expectNoAxeViolations(page);

    // A New Zealand mobile is asked for, and one written with its trunk 0 takes a code.
    await typeInto(page, /^Your mobile number or email/, '02 8123');
    await page.getByRole('button', { name: 'Send one-time code' }).click();
    await expect(
      page.getByRole('textbox', { name: /^Your mobile number or email/ }),
    ).toHaveAccessibleDescription(/Enter a New Zealand mobile number \(02x xxx xxxx\) or an email address\./);
    const href = await verifyAndSave(page, uniqueNzMobile());
    const elsewhere = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 2, name: 'Everyday, $2,000 excess' })).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay/ })).toHaveText('You pay$238.94 per month');
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('later steps', () => {
  test('say which step to answer first when opened before it', async ({ page }) => {
    await page.goto(`${QUOTE}/plan`);
    await expect(stepHeading(page)).toHaveText('Step 3 of 4: Your plan and excess');
    await expect(page.getByText('Answer ‘Who is covered’ first')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Who is covered' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(QUOTE);
  });

  test('a saved link with an unknown id says the quote cannot be found', async ({ page }) => {
    await page.goto(`${QUOTE}/saved?id=AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByText('We couldn’t find that quote')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a new quote' })).toHaveAttribute('href', QUOTE);
    await expectNzChrome(page);
  });
});
