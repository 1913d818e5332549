// The plan management sign-up end to end, by keyboard, in the thrive site's theme and chrome: a participant signing
// up for themselves at 375px (wrong answers and what they say, a reload, Back and Forward mid-way, a 'Change' link
// from the summary), and a parent signing up their child at 1440px from the header's 'Join us'; each saved with a
// verified one-time code and opened again by its link, which shows the reference and what happens next. Dates are
// worked out from today in Sydney, as the sign-up's rules judge them.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { today as todayIn } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { brand, variantConfigs } from '@ds/site/data';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';
import { expectProblems, problems } from './helpers/journey';

test.use({ extraHTTPHeaders: asOwnVisitor });

const JOIN = '/thrive/join';
const today = todayIn('Australia/Sydney');
/** dd/mm/yyyy, as typed (the date inputs add the slashes). */
const typed = (date: CalendarDate) =>
  `${String(date.day).padStart(2, '0')}${String(date.month).padStart(2, '0')}${date.year}`;
const shown = (date: CalendarDate) =>
  `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
const planStart = today.subtract({ months: 4 });
const planEnd = planStart.add({ years: 1 }).subtract({ days: 1 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 5/ });
async function typeInto(page: Page, name: RegExp, text: string) {
  const field = page.getByRole('textbox', { name });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Focuses a radio or checkbox by its name and presses Space. */
async function tick(page: Page, role: 'radio' | 'checkbox', name: RegExp | string) {
  await page.getByRole(role, { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Space');
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

/** The thrive site's theme and header: the sign-up is one of its pages. */
async function expectThriveChrome(page: Page) {
  await expect(page.locator('[data-variant="thrive"][data-theme]').first()).toHaveAttribute(
    'data-theme',
    variantConfigs.thrive.theme,
  );
  await expect(page.getByRole('link', { name: `${brand.thrive} home` }).first()).toBeVisible();
}

async function chooseAddress(page: Page) {
  await page.getByRole('combobox', { name: /^Participant’s home address/ }).focus();
  await page.keyboard.type('10 smith st fitzroy', { delay: 20 });
  await expect(page.getByRole('option', { name: '10 SMITH ST, FITZROY VIC 3065' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** Sends a code to `contact`, reads it from the demo inbox and types it; the application is saved then. */
async function verifyAndSave(page: Page, contact: string): Promise<string> {
  await typeInto(page, /^Your mobile number or email/, contact);
  await page.getByRole('button', { name: 'Send one-time code' }).focus();
  await page.keyboard.press('Enter');
  const message = page.getByRole('region', { name: 'Demo inbox' }).getByRole('listitem').first();
  await expect(message).toContainText('one-time code');
  const code = /(\d{6}) is your/.exec((await message.textContent())!)![1]!;
  await expect(page.getByRole('textbox', { name: /^One-time code/ })).toBeFocused();
  await page.keyboard.type(code);
  const saved = page.getByRole('link', { name: 'your saved application' });
  await expect(saved).toBeVisible();
  return (await saved.getAttribute('href'))!;
}

const uniqueContact = (who: string) => `thrive-${who}-${process.pid}-${Date.now()}@example.com`;

test.describe('a participant at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('signs up by keyboard, is told what to fix, survives a reload, Back and Forward, and sends', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(JOIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up for plan management');
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: About the participant');
    await expect(page.getByRole('textbox', { name: /^Participant’s first name/ })).toBeEditable();
    await expectThriveChrome(page);
    await expectNoAxeViolations(page);

    // Continue with nothing typed: the list of what to do, focused; the step stays.
    await pressContinue(page);
    await expectProblems(page, [
      'Enter the participant’s first name.',
      'Enter the participant’s last name.',
      'Enter the participant’s date of birth.',
      'Enter the participant’s NDIS number.',
      'Choose the participant’s street address from the list, or enter it by hand.',
    ]);
    await expectNoAxeViolations(page);

    await typeInto(page, /^Participant’s first name/, 'Ada');
    await typeInto(page, /^Participant’s last name/, 'Nguyen');
    await typeInto(page, /^Participant’s date of birth/, '12041990');
    // The number's hint says its shape; a number of the wrong shape is said to be so, and kept as typed.
    await expect(page.getByRole('textbox', { name: /^NDIS number/ })).toHaveAccessibleDescription(
      /9 digits starting with 43, such as 430 123 456/,
    );
    await typeInto(page, /^NDIS number/, '530 123 456');
    await chooseAddress(page);
    await pressContinue(page);
    await expectProblems(page, [
      'NDIS numbers start with 43. Check the number on the participant’s NDIS letters.',
    ]);
    await expect(page.getByRole('textbox', { name: /^NDIS number/ })).toHaveValue('530 123 456');
    // The problem's link takes focus to its field.
    await problems(page).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^NDIS number/ })).toBeFocused();
    await typeInto(page, /^NDIS number/, '430 123 456');
    await next(page, 'Step 2 of 5: Who is applying');
    await expect(page).toHaveURL(`${JOIN}/who-is-applying`);

    // A reload mid-way keeps the place and the answers.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Who is applying');
    await tick(page, 'radio', /^The participant/);
    await expectNoAxeViolations(page);
    await next(page, 'Step 3 of 5: Your plan');

    // An end before the start, and no budget: each said.
    await typeInto(page, /^Plan start date/, typed(planStart));
    await typeInto(page, /^Plan end date/, typed(planStart.subtract({ days: 1 })));
    await pressContinue(page);
    await expectProblems(page, [
      'The end date must be after the start date.',
      'Choose at least one budget for us to manage. Your plan says which budgets are plan-managed.',
    ]);
    await expectNoAxeViolations(page);
    // A plan that ended yesterday is not one to sign up.
    await typeInto(page, /^Plan end date/, typed(today.subtract({ days: 1 })));
    await tick(page, 'checkbox', /^Core supports/);
    await pressContinue(page);
    await expectProblems(page, [
      'This plan has already ended. Enter the dates of the participant’s current plan, or of their new plan if it has been approved.',
    ]);
    await typeInto(page, /^Plan end date/, typed(planEnd));
    await next(page, 'Step 4 of 5: Consent');

    // Back and Forward with the browser keep the place and the answers.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Your plan');
    await expect(page.getByRole('textbox', { name: /^Plan end date/ })).toHaveValue(shown(planEnd));
    await expect(page.getByRole('checkbox', { name: /^Core supports/ })).toBeChecked();
    await page.goBack();
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: About the participant');
    await expect(page.getByRole('textbox', { name: /^NDIS number/ })).toHaveValue('430 123 456');
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 4 of 5: Consent');

    // The consent is required; its words are the checkbox's name, and the privacy policy is a link away.
    await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
    await pressContinue(page);
    await expectProblems(page, ['Tick the box to give your consent: we cannot manage the plan without it.']);
    await tick(
      page,
      'checkbox',
      `I agree to ${brand.thrive} acting as my plan manager, and to ${brand.thrive} contacting the NDIA and my providers about my plan: to set up plan management, pay my providers' invoices from my plan and answer questions about my supports.`,
    );
    await expectNoAxeViolations(page);
    await next(page, 'Step 5 of 5: Check and send');

    // The summary, and a 'Change' link to a step and back.
    await expect(page.getByText('430 123 456')).toBeVisible();
    await expect(page.getByText('10 SMITH ST')).toBeVisible();
    await page.getByRole('link', { name: 'Change your plan' }).focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Your plan');
    // The step takes focus to its heading a frame after it shows: answer once it has.
    await expect(stepHeading(page)).toBeFocused();
    await tick(page, 'checkbox', /^Capacity Building supports/);
    await next(page, 'Step 4 of 5: Consent');
    await next(page, 'Step 5 of 5: Check and send');
    await expect(page.getByText('Capacity Building supports')).toBeVisible();
    // The page never scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const href = await verifyAndSave(page, uniqueContact('participant'));
    expect(href).toMatch(/^\/thrive\/join\/saved\?id=[\w-]{22}$/);
    await expect(page.getByText(/^Your reference is TPM-[2-9A-Z]{4}-[2-9A-Z]{4}\./)).toBeVisible();

    // The saved link works in another browser, with nothing of this one's.
    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Your plan management application');
    await expect(fresh.getByText(/^TPM-[2-9A-Z]{4}-[2-9A-Z]{4}$/)).toBeVisible();
    await expect(fresh.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(fresh.getByText('Ada Nguyen', { exact: true })).toBeVisible();
    await expect(fresh.getByRole('link', { name: /^Change/ })).toHaveCount(0);
    await expectThriveChrome(fresh);
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('a parent at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('starts from the header’s Join us, signs up their child, and sends', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/thrive');
    await page.getByRole('link', { name: 'Join us', exact: true }).first().click();
    await expect(page).toHaveURL(JOIN);
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: About the participant');
    await expect(page.getByRole('textbox', { name: /^Participant’s first name/ })).toBeEditable();

    // A later step's address, opened before the first is answered, says which step to answer first.
    await page.goto(`${JOIN}/check`);
    await expect(page.getByText('Answer ‘About the participant’ first')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to About the participant' }).click();
    // The step's heading takes focus a frame after it shows: typing starts after that, so no key is lost to it.
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: About the participant');
    await expect(stepHeading(page)).toBeFocused();

    const child = today.subtract({ years: 10 });
    await typeInto(page, /^Participant’s first name/, 'Mia');
    await typeInto(page, /^Participant’s last name/, 'Rossi');
    await typeInto(page, /^Participant’s date of birth/, typed(child));
    await typeInto(page, /^NDIS number/, '431234567');
    await chooseAddress(page);
    await next(page, 'Step 2 of 5: Who is applying');

    // A child does not sign up for themselves: said, with what to choose instead.
    await tick(page, 'radio', /^The participant/);
    await pressContinue(page);
    await expectProblems(page, [
      'A participant under 18 signs up through a parent or guardian. Choose ‘A parent or guardian’ and give their name.',
    ]);
    await tick(page, 'radio', /^A parent or guardian/);
    await pressContinue(page);
    await expectProblems(page, ['Enter your first name.', 'Enter your last name.']);
    await typeInto(page, /^Your first name/, 'Luca');
    await typeInto(page, /^Your last name/, 'Rossi');
    await expectNoAxeViolations(page);
    await next(page, 'Step 3 of 5: Your plan');

    await typeInto(page, /^Plan start date/, typed(planStart));
    await typeInto(page, /^Plan end date/, typed(planEnd));
    await tick(page, 'checkbox', /^Core supports/);
    await tick(page, 'checkbox', /^Capital supports/);
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 5: Consent');
    await expect(page.getByText('You give this consent for the participant')).toBeVisible();
    await tick(page, 'checkbox', /^I agree to/);
    await next(page, 'Step 5 of 5: Check and send');
    await expect(page.getByText('A parent or guardian')).toBeVisible();
    await expect(page.getByText('Luca Rossi')).toBeVisible();
    await expectNoAxeViolations(page);

    const href = await verifyAndSave(page, uniqueContact('parent'));
    await page.goto(href);
    await expect(page.getByText(/^TPM-[2-9A-Z]{4}-[2-9A-Z]{4}$/)).toBeVisible();
    await expect(page.getByText('Mia Rossi', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
