// The travel insurance quote end to end, by keyboard: a family's single trip at 375px and a year of trips at
// 1440px, from 'Your trip' to a saved quote opened in a fresh browser, with a reload mid-way, the browser's Back
// and Forward, wrong answers and their messages, and the gate on later steps. Prices are worked out with the
// pricing module the pages and the server use, so the test checks the pages show and save that price.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { today as todayIn } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { quotePrice } from '@ds/product/travel';
import { formatLongDate, formatPrice } from '@ds/ui/format';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';

test.use({ extraHTTPHeaders: asOwnVisitor });

const QUOTE = '/travel-insurance/quote';
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 5/ });

const today = () => todayIn('Australia/Sydney');
const pad = (n: number) => String(n).padStart(2, '0');
/** A date as typed into the date field: digits only, the field adds the slashes. */
const digits = (date: CalendarDate) => `${pad(date.day)}${pad(date.month)}${date.year}`;

async function answer(page: Page, question: RegExp, choice: string | RegExp) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
    .focus();
  await page.keyboard.press('Space');
}

async function tick(page: Page, name: string) {
  await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).focus();
  await page.keyboard.press('Space');
}

/** Replaces what a text field holds with `text`, typed. */
async function typeInto(page: Page, name: RegExp, text: string) {
  await page.getByRole('textbox', { name }).focus();
  await page.keyboard.press('ControlOrMeta+A');
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

/** The problem list after Continue: focused, with these messages. */
async function expectProblems(page: Page, messages: (string | RegExp)[]) {
  // The list is the focusable box the step form moves focus to.
  const list = page.locator('form [tabindex="-1"]').filter({ hasText: 'Check these answers' });
  await expect(list).toBeFocused();
  for (const message of messages) await expect(list.getByRole('link', { name: message })).toBeVisible();
}

/** Sends a code to `contact`, reads it from the demo inbox and types it; the quote is saved then. */
async function verifyAndSave(page: Page, contact: string): Promise<string> {
  await typeInto(page, /^Your mobile number or email/, contact);
  await page.getByRole('button', { name: 'Send one-time code' }).focus();
  await page.keyboard.press('Enter');
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

test.describe('a family’s trip at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('by keyboard: wrong answers are explained, a reload and Back keep the answers, and the saved quote opens anywhere', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    const start = today().add({ days: 30 });
    const end = start.add({ days: 13 });
    await page.goto(QUOTE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a travel insurance quote');
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Your trip');
    await expect(page.getByRole('radio', { name: /^One trip/ })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Continue with nothing answered: what to do, in a list that has focus.
    await pressContinue(page);
    await expectProblems(page, [
      'Choose cover for one trip or for a year of trips',
      'Choose at least one destination',
    ]);
    await expectNoAxeViolations(page);

    await answer(page, /^What would you like to cover/, /^One trip/);
    await tick(page, 'Asia');
    await tick(page, 'Europe and the UK');
    await next(page, 'Step 2 of 5: Your dates');
    await expect(page).toHaveURL(`${QUOTE}/dates`);

    // A start in the past, then a return before the start: each said at its field, the typing kept.
    await typeInto(page, /^You leave on/, digits(today().subtract({ days: 1 })));
    await typeInto(page, /^You come home on/, digits(start.subtract({ days: 1 })));
    await pressContinue(page);
    await expectProblems(page, [
      `Choose a start date of today (${formatLongDate(today().toString())}) or later`,
    ]);
    await typeInto(page, /^You leave on/, digits(start));
    await pressContinue(page);
    await expectProblems(page, [
      `Choose a return date on or after your start date, ${formatLongDate(start.toString())}`,
    ]);
    await typeInto(page, /^You come home on/, digits(end));
    await expect(
      page.getByText('Your trip is 14 days, counting the day you leave and the day you come home.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A reload keeps the place and the answers.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Your dates');
    await expect(page.getByRole('textbox', { name: /^You leave on/ })).toHaveValue(
      `${pad(start.day)}/${pad(start.month)}/${start.year}`,
    );
    await next(page, 'Step 3 of 5: Who is travelling');

    await page.getByRole('combobox', { name: /^How many people are travelling/ }).focus();
    await page.keyboard.press('3');
    await typeInto(page, /^Traveller 1’s age/, '40');
    await typeInto(page, /^Traveller 2’s age/, '3B');
    await typeInto(page, /^Traveller 3’s age/, '8');
    await pressContinue(page);
    await expectProblems(page, [
      'Enter traveller 2’s age in whole years, using numbers, for example 42',
      'Choose whether you have Larkspur Health health insurance',
    ]);
    // The problem's link takes focus to its field.
    await page.getByRole('link', { name: /^Enter traveller 2’s age/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Traveller 2’s age/ })).toBeFocused();
    await typeInto(page, /^Traveller 2’s age/, '38');
    await answer(page, /^Do you have Larkspur Health health insurance/, 'Yes');
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 5: Your plan and excess');

    const trip = {
      tripType: 'single' as const,
      regions: ['asia' as const, 'europe-uk' as const],
      startDate: start.toString(),
      endDate: end.toString(),
      travellers: [{ age: 40 }, { age: 38 }, { age: 8 }],
      member: true,
    };
    const comprehensive = quotePrice({ ...trip, excess: 100, planId: 'international-comprehensive' });
    await answer(page, /^Your excess/, '$100');
    const plan = page.getByRole('radio', { name: /^International Comprehensive: / });
    await expect(plan).toHaveAccessibleName(
      `International Comprehensive: ${formatPrice(comprehensive.total)} for your trip`,
    );
    // Domestic cover is not offered for a trip overseas.
    await expect(page.getByRole('radio', { name: /^Domestic/ })).toHaveCount(0);
    await plan.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('table', { name: 'How the International Comprehensive price is made up' }),
    ).toContainText(`Members’ discount (15%)less ${formatPrice(comprehensive.memberDiscount)}`);
    await expect(page.getByRole('table', { name: /^What each plan covers/ })).toBeVisible();
    // The benefits table scrolls in its own box: the page never scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await next(page, 'Step 5 of 5: Save your quote');
    await expect(page).toHaveURL(`${QUOTE}/save`);

    // Back and Forward with the browser keep the journey's place and answers.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 4 of 5: Your plan and excess');
    await expect(plan).toBeChecked();
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Who is travelling');
    await expect(page.getByRole('textbox', { name: /^Traveller 2’s age/ })).toHaveValue('38');
    await page.goForward();
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Save your quote');
    await expect(
      page.getByRole('heading', { name: 'Your quote: International Comprehensive' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^You pay, once/ })).toContainText(
      formatPrice(comprehensive.total),
    );
    await expectNoAxeViolations(page);

    const href = await verifyAndSave(page, uniqueContact('traveller'));
    expect(href).toMatch(new RegExp(`^${QUOTE}/saved\\?id=[\\w-]{22}$`));
    // A reload still shows the saved quote's link.
    await page.reload();
    await expect(page.getByRole('link', { name: 'your saved quote' })).toHaveAttribute('href', href);

    // The link opens the quote as the server priced and kept it, in a browser that never saw the journey.
    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 2, name: 'International Comprehensive' })).toBeVisible();
    await expect(fresh.getByRole('row', { name: /^You pay, once/ })).toContainText(
      formatPrice(comprehensive.total),
    );
    await expect(fresh.getByText(/^3 travellers to Asia, Europe and the UK\./)).toBeVisible();
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('a year of trips at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('later steps wait for the earlier ones, the annual plan keeps its age limit, and the quote saves', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // Straight to a later step: it says which step to answer first.
    await page.goto(`${QUOTE}/plan`);
    await expect(page.getByText('Answer ‘Your trip’ first')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Your trip' }).click();
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Your trip');
    await expect(stepHeading(page)).toBeFocused();

    await answer(page, /^What would you like to cover/, /^A year of trips/);
    await tick(page, 'The Americas and worldwide');
    await expectNoAxeViolations(page);
    await next(page, 'Step 2 of 5: Your dates');
    // A year of trips has one date: when cover starts. Too far ahead is said, with the latest day.
    await expect(page.getByRole('textbox', { name: /^You come home on/ })).toHaveCount(0);
    const latest = today().add({ months: 18 });
    await typeInto(page, /^Your cover starts on/, digits(latest.add({ days: 1 })));
    await pressContinue(page);
    await expectProblems(page, [
      `Choose a start date on or before ${formatLongDate(latest.toString())}: cover can start up to 18 months from today`,
    ]);
    const start = today().add({ days: 7 });
    await typeInto(page, /^Your cover starts on/, digits(start));
    await expect(page.getByText(/^Your cover would run from .*, each trip up to 45 days\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page, 'Step 3 of 5: Who is travelling');

    await typeInto(page, /^Traveller 1’s age/, '75');
    await answer(page, /^Do you have Larkspur Health health insurance/, 'No');
    await next(page, 'Step 4 of 5: Your plan and excess');
    // The only plan for a year of trips is not for a 75-year-old: it says so and cannot be chosen.
    const annual = page.getByRole('radio', { name: /^Annual Multi-Trip/ });
    await expect(annual).toBeDisabled();
    await expect(page.getByText('Annual Multi-Trip is for travellers aged 74 or younger.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Who is travelling' }).first().click();
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Who is travelling');
    await expect(stepHeading(page)).toBeFocused();
    await typeInto(page, /^Traveller 1’s age/, '74');
    await next(page, 'Step 4 of 5: Your plan and excess');
    const price = quotePrice({
      tripType: 'annual',
      regions: ['americas-worldwide'],
      startDate: start.toString(),
      travellers: [{ age: 74 }],
      member: false,
      excess: 500,
      planId: 'annual-multi-trip',
    });
    await answer(page, /^Your excess/, '$500');
    await expect(annual).toHaveAccessibleName(
      `Annual Multi-Trip: ${formatPrice(price.total)} for 12 months of trips`,
    );
    await annual.focus();
    await page.keyboard.press('Space');
    await expectNoAxeViolations(page);
    await next(page, 'Step 5 of 5: Save your quote');
    await expect(page.getByRole('row', { name: /^Cover/ })).toContainText('each trip up to 45 days');

    const href = await verifyAndSave(page, uniqueContact('annual'));
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Multi-Trip' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^You pay, once/ })).toContainText(formatPrice(price.total));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('a saved quote link that is wrong says so and offers a new quote', async ({ page }) => {
    await page.goto(`${QUOTE}/saved?id=AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByText('We couldn’t find that quote')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a new quote' })).toHaveAttribute('href', QUOTE);
  });
});

test.describe('on a 320px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the benefits table’s caption is read in full above its scroll box, not cut off with the plans’ columns', async ({
    page,
  }) => {
    const start = today().add({ days: 30 });
    await page.goto(QUOTE);
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Your trip');
    await answer(page, /^What would you like to cover/, /^One trip/);
    await tick(page, 'Asia');
    await next(page, 'Step 2 of 5: Your dates');
    await typeInto(page, /^You leave on/, digits(start));
    await typeInto(page, /^You come home on/, digits(start.add({ days: 6 })));
    await next(page, 'Step 3 of 5: Who is travelling');
    await page.getByRole('combobox', { name: /^How many people are travelling/ }).focus();
    await page.keyboard.press('1');
    await typeInto(page, /^Traveller 1’s age/, '40');
    await answer(page, /^Do you have Larkspur Health health insurance/, 'No');
    await next(page, 'Step 4 of 5: Your plan and excess');

    const caption = 'What each plan covers, up to these limits per policy';
    const table = page.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    // The table scrolls sideways in its box; its caption wraps at the page's width, so all of it can be read.
    const captionBox = (await page.getByText(caption, { exact: true }).boundingBox())!;
    expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(320);
    expect((await table.boundingBox())!.width).toBeGreaterThan(320);
  });
});
