// The overseas students' and visitors' quote end to end: each overseas site's 'Get a quote' opens the journey in
// that site's own header and footer, with its cover type chosen, and no step asks for an Australian address before
// arrival, a rebate or Lifetime Health Cover. A student at 375px and a worker at 1440px by keyboard, with axe at each
// step, a reload and Back mid-way, wrong answers and their messages, the one-time code from the demo inbox, and the
// saved link opened in a fresh browser.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { today } from '@internationalized/date';
import { formatLongDate, formatPrice } from '@ds/ui/format';
import { coverEnd, monthlyPrice } from '@ds/product/overseas';
import { expectNoAxeViolations } from './helpers/axe';
import { holdScripts } from './helpers/held-scripts';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';

test.use({ extraHTTPHeaders: asOwnVisitor });

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 5/ });
const sydneyToday = () => today('Australia/Sydney');
/** ddmmyyyy (as typed into a date field), `days` from today in Sydney. */
const typedDay = (days: number) => sydneyToday().add({ days }).toString().split('-').reverse().join('');

/** Nothing here is the resident health quote's: no rebate, no Lifetime Health Cover, no state or income. */
async function expectNoResidentQuestions(page: Page) {
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/rebate/i);
  await expect(main).not.toContainText(/Lifetime Health Cover/i);
  await expect(main.getByRole('combobox', { name: /state or territory/i })).toHaveCount(0);
}

async function press(page: Page, role: 'radio' | 'button' | 'link', name: string | RegExp, key = 'Space') {
  const control = page.getByRole(role, { name, exact: typeof name === 'string' });
  await control.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, name: string | RegExp, text: string) {
  const box = page.getByRole('textbox', { name });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function next(page: Page, heading: string) {
  const before = await stepHeading(page).textContent();
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText(heading);
  if (before !== heading) await expect(stepHeading(page)).toBeFocused();
  // Staying on the step, its list of problems takes focus a frame after it shows: typing before then is lost.
  else
    await expect(page.getByRole('form', { name: heading }).locator(':focus')).toContainText(
      'Check these answers',
    );
}

async function chooseMonths(page: Page, months: string) {
  const select = page.getByRole('combobox', { name: /^How many months of cover/ });
  await select.focus();
  await select.selectOption(months);
}

/** Sends a code to `contact`, reads it from the demo inbox and types it; the quote is saved then. */
async function verifyAndSave(page: Page, contact: string): Promise<string> {
  await typeInto(page, /^Your mobile number or email/, contact);
  await press(page, 'button', 'Send one-time code', 'Enter');
  const message = page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem').first();
  await expect(message).toContainText('one-time code');
  const code = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
  await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
  await page.keyboard.type(code);
  const saved = page.getByRole('link', { name: 'your saved quote' });
  await expect(saved).toBeVisible();
  return (await saved.getAttribute('href'))!;
}

const uniqueContact = (who: string) => `${who}-${process.pid}-${Date.now()}@example.com`;

const VARIANTS = [
  {
    home: '/overseas-students',
    start: '/overseas-students/quote/cover-type',
    chrome: 'Student cover',
    chosen: /^Student visa cover \(OSHC\)/,
  },
  {
    home: '/overseas-working-visitors',
    start: '/overseas-working-visitors/quote/cover-type',
    chrome: 'Visitor cover',
    chosen: /^Working visa cover \(OVHC\)/,
  },
  {
    home: '/international',
    start: '/international/quote/cover-type',
    chrome: 'Workers and visitors',
    chosen: null,
  },
];

test.describe('each overseas site’s Get a quote', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const variant of VARIANTS) {
    test(`${variant.home}: opens the overseas quote in the site’s own header and footer`, async ({
      page,
    }) => {
      await page.goto(variant.home);
      // From the keyboard, as a visitor without a mouse would.
      await page.getByRole('banner').getByRole('link', { name: 'Get a quote', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(variant.start);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get an overseas health cover quote');
      await expect(stepHeading(page)).toHaveText('Step 1 of 5: Your visa and cover');
      // The site's own chrome: its cover menu in the header, the same in the footer's columns.
      await expect(page.getByRole('banner').getByText(variant.chrome, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (variant.chosen) await expect(page.getByRole('radio', { name: variant.chosen })).toBeChecked();
      else await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await expectNoResidentQuestions(page);
    });
  }
});

test.describe('each overseas site’s menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const variant of VARIANTS) {
    test(`${variant.home}: the drawer’s Get a quote opens the overseas quote`, async ({ page }) => {
      await page.goto(variant.home);
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', variant.start);
    });
  }
});

test.describe('a student at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('completes the quote by keyboard, survives a reload and Back, and saves a quote that opens anywhere', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/overseas-students/quote/cover-type');
    await expect(page.getByRole('radio', { name: /^Student visa cover/ })).toBeChecked();
    await expectNoAxeViolations(page);

    // Continue with no subclass: the problem is listed, linked to its field, and nothing moves on.
    await next(page, 'Step 1 of 5: Your visa and cover');
    const problem = page.getByRole('link', {
      name: 'Choose your visa subclass: student visa cover is for subclasses 500, 590.',
    });
    await expect(problem).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page, 'radio', /^Subclass 500/);
    await expect(page.getByText('Your visa needs cover for your whole stay')).toBeVisible();
    await next(page, 'Step 2 of 5: Who is covered');
    await expect(page).toHaveURL('/overseas-students/quote/who');
    await expectNoResidentQuestions(page);
    await expectNoAxeViolations(page);
    await press(page, 'radio', /^Just me/);
    await next(page, 'Step 3 of 5: Arrival and length of cover');

    // A reload keeps the place and the answers.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Arrival and length of cover');
    await expect(page.getByText(/^We need your address in Australia once you arrive/)).toBeVisible();

    // Wrong answers: too far back, then past the latest day; the messages say what to enter instead.
    await typeInto(page, /^When do you arrive in Australia/, typedDay(-8));
    await chooseMonths(page, '12');
    await next(page, 'Step 3 of 5: Arrival and length of cover');
    const earliest = formatLongDate(sydneyToday().subtract({ days: 7 }).toString());
    await expect(
      page.getByRole('link', {
        name: `Cover can start at most 7 days back. Enter ${earliest} or later, or call us.`,
      }),
    ).toBeVisible();
    // Nothing typed is lost on an error.
    await expect(page.getByRole('textbox', { name: /^When do you arrive in Australia/ })).toHaveValue(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await expectNoAxeViolations(page);
    await typeInto(page, /^When do you arrive in Australia/, typedDay(366));
    await next(page, 'Step 3 of 5: Arrival and length of cover');
    await expect(page.getByRole('link', { name: /^We quote up to 12 months ahead/ })).toBeVisible();

    await typeInto(page, /^When do you arrive in Australia/, typedDay(40));
    const start = sydneyToday().add({ days: 40 });
    await expect(
      page.getByText(
        `Your cover would run from ${formatLongDate(start.toString())} to ${formatLongDate(coverEnd(start, 12).toString())}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Student visa cover must last for your whole visa/)).toBeVisible();
    await expectNoResidentQuestions(page);
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 5: Choose your level');

    const monthly = monthlyPrice('student', 'standard', 'single');
    const level = page.getByRole('radio', {
      name: new RegExp(`^Student Standard: \\${formatPrice(monthly)} a month`),
    });
    await level.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('row', { name: /^You pay for 12 months/ })).toContainText(
      formatPrice(Math.round(monthly * 1200) / 100),
    );
    await expectNoResidentQuestions(page);
    await expectNoAxeViolations(page);
    await next(page, 'Step 5 of 5: Save your quote');
    await expect(page.getByRole('heading', { name: 'Your quote: Student Standard' })).toBeVisible();

    // Back and Forward with the browser keep the place and the answers.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 4 of 5: Choose your level');
    await expect(level).toBeChecked();
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Arrival and length of cover');
    await expect(page.getByRole('combobox', { name: /^How many months of cover/ })).toHaveValue('12');
    await page.goForward();
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');

    const youPay = await page.getByRole('row', { name: /^You pay/ }).textContent();
    // The page never scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    const href = await verifyAndSave(page, uniqueContact('student'));
    expect(href).toMatch(/^\/overseas-students\/quote\/saved\?id=[\w-]{22}$/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'your saved quote' })).toHaveAttribute('href', href);

    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 2, name: 'Student Standard' })).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay/ })).toHaveText(youPay!);
    await expect(fresh.getByText('Subclass 500, Student')).toBeVisible();
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('a worker at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a couple on a 482 visa, already arrived, with an address, for 6 months', async ({
    page,
    browser,
  }) => {
    await page.goto('/overseas-working-visitors/quote/cover-type');
    await expect(page.getByRole('radio', { name: /^Working visa cover/ })).toBeChecked();
    await press(page, 'radio', /^Subclass 482/);
    await expect(page.getByText('Subclass 482 carries visa condition 8501')).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page, 'Step 2 of 5: Who is covered');
    await press(page, 'radio', /^Me and my partner/);
    await next(page, 'Step 3 of 5: Arrival and length of cover');

    // Arrived 3 days ago: the address in Australia is asked, and optional.
    await typeInto(page, /^When do you arrive in Australia/, typedDay(-3));
    await chooseMonths(page, '6');
    const address = page.getByRole('combobox', { name: /^Your address in Australia/ });
    await expect(address).toBeVisible();
    await address.focus();
    await page.keyboard.type('10 smith st fitzroy', { delay: 20 });
    await expect(page.getByRole('option', { name: '10 SMITH ST, FITZROY VIC 3065' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectNoResidentQuestions(page);
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 5: Choose your level');

    const monthly = monthlyPrice('working', 'essentials', 'couple');
    await press(page, 'radio', new RegExp(`^Working Visa Essentials: \\${formatPrice(monthly)} a month`));
    await expectNoAxeViolations(page);
    await next(page, 'Step 5 of 5: Save your quote');
    await expect(page.getByText('10 SMITH ST, FITZROY VIC 3065')).toBeVisible();
    const youPay = await page.getByRole('row', { name: /^You pay/ }).textContent();
    expect(youPay).toContain(formatPrice(Math.round(monthly * 600) / 100));
    await expectNoAxeViolations(page);

    const href = await verifyAndSave(page, uniqueContact('worker'));
    expect(href).toMatch(/^\/overseas-working-visitors\/quote\/saved\?id=/);
    const elsewhere = await browser.newContext();
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 2, name: 'Working Visa Essentials' })).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay/ })).toHaveText(youPay!);
    await expect(fresh.getByText('10 SMITH ST, FITZROY VIC 3065')).toBeVisible();
    await elsewhere.close();
  });

  test('changing the cover type after later steps says which answers to give again', async ({ page }) => {
    await page.goto('/overseas-students/quote/cover-type');
    await press(page, 'radio', /^Subclass 500/);
    await next(page, 'Step 2 of 5: Who is covered');
    await press(page, 'radio', /^Just me/);
    await next(page, 'Step 3 of 5: Arrival and length of cover');
    await typeInto(page, /^When do you arrive in Australia/, typedDay(30));
    await chooseMonths(page, '60');
    // Chosen before the page comes alive (its scripts held back), the new cover type is weighed against the
    // answers stored, not the empty ones the page is drawn with.
    const release = await holdScripts(page);
    await page.goto('/overseas-students/quote/cover-type', { waitUntil: 'commit' });
    await expect(page.getByRole('radio', { name: /^Working visa cover/ })).toBeVisible();
    await press(page, 'radio', /^Working visa cover/);
    release();
    const notice = page.getByRole('status').filter({ hasText: 'Answers to give again' });
    await expect(notice).toContainText('Your visa subclass (500): it is not one working visa cover is for.');
    await expect(notice).toContainText(
      'Your length of cover (60 months): working visa cover is for up to 48 months.',
    );
    await expectNoAxeViolations(page);
    await press(page, 'radio', /^Subclass 482/);
    await next(page, 'Step 2 of 5: Who is covered');
    await next(page, 'Step 3 of 5: Arrival and length of cover');
    await expect(page.getByRole('combobox', { name: /^How many months of cover/ })).toHaveValue('');
    await expect(page.getByText(/^Your cover would run from/)).toHaveCount(0);
  });

  test('visitor cover asks for a visa subclass or ‘not sure’ before going on', async ({ page }) => {
    await page.goto('/international/quote/cover-type');
    await press(page, 'radio', /^Visitor cover/);
    await next(page, 'Step 1 of 5: Your visa and cover');
    await expect(page.getByRole('form', { name: 'Step 1 of 5: Your visa and cover' })).toContainText(
      'Choose your visa subclass, or ‘I’m not sure yet’: visitor cover is for subclasses',
    );
    // Focus is on the summary's box itself, so its ring is drawn round the box and no wider.
    await expect(page.locator(':focus')).toHaveAttribute('data-type', 'error');
    await press(page, 'radio', /^I’m not sure yet/);
    await next(page, 'Step 2 of 5: Who is covered');
  });

  test('a later step opened first says which to answer, and an unknown saved link says so', async ({
    page,
  }) => {
    await page.goto('/international/quote/dates');
    await expect(page.getByText('Answer ‘Your visa and cover’ first')).toBeVisible();
    await page.goto('/international/quote/saved?id=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('We couldn’t find that quote')).toBeVisible();
  });
});
