// The foundation's funding application end to end, by keyboard, in the foundation site's theme and chrome: at 375px
// an organisation told plainly it cannot apply (and why, and what it can do), then answering yes, wrong answers and
// what they say (an ABN's check digits, a description over its limit with its live count, an amount outside the
// round), a reload, Back and Forward mid-way, a 'Change' link from the summary; at 1440px from the header's 'Apply
// for funding'; each saved with a verified one-time code and opened again by its link, with its reference. The
// round's dates are the product data's: these run while the round is open (FUNDING_ROUND in
// packages/product/src/foundation-grants/data.ts).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brand, variantConfigs } from '@ds/site/data';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { asOwnVisitor } from './helpers/visitor';
import { expectProblems } from './helpers/journey';

test.use({ extraHTTPHeaders: asOwnVisitor });

const APPLY = '/foundation/funding/apply';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
async function typeInto(page: Page, name: RegExp, text: string) {
  const field = page.getByRole('textbox', { name });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function answer(page: Page, question: RegExp, choice: string | RegExp) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
    .focus();
  await page.keyboard.press('Space');
}

async function pressContinue(page: Page) {
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
}

async function next(page: Page, heading: string) {
  await pressContinue(page);
  await expect(stepHeading(page)).toHaveText(heading);
  await expect(stepHeading(page)).toBeFocused();
}

async function expectFoundationChrome(page: Page) {
  await expect(page.locator('[data-variant="foundation"][data-theme]').first()).toHaveAttribute(
    'data-theme',
    variantConfigs.foundation.theme,
  );
  await expect(page.getByRole('link', { name: `${brand.foundation} home` }).first()).toBeVisible();
}

const QUESTIONS = [
  /^Is your organisation a registered charity or a not-for-profit/,
  /^Does your organisation work in Australia/,
  /^Is the project about health and wellbeing/,
  /^Is the amount you need from \$20,000 to \$150,000/,
];

async function eligible(page: Page) {
  for (const question of QUESTIONS) await answer(page, question, 'Yes');
}

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

const uniqueContact = (who: string) => `grant-${who}-${process.pid}-${Date.now()}@example.com`;
const DESCRIPTION = 'Year 10 students trained as peer supporters run weekly drop-in sessions.';

test.describe('an organisation at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is told why it cannot apply, then applies by keyboard, fixes what it is told, and sends', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(APPLY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for funding');
    await expect(stepHeading(page)).toHaveText('Step 1 of 4: Check you can apply');
    await expect(page.getByRole('radio', { name: 'Yes' }).first()).toBeEnabled();
    await expectFoundationChrome(page);
    await expectNoAxeViolations(page);

    // An amount outside the round: the honest answer at once, with why and what to do instead.
    await answer(page, QUESTIONS[0]!, 'Yes');
    await answer(page, QUESTIONS[1]!, 'Yes');
    await answer(page, QUESTIONS[2]!, 'Yes');
    await answer(page, QUESTIONS[3]!, 'No');
    const notEligible = page.getByRole('status').filter({ hasText: 'You can’t apply in this round' });
    await expect(notEligible).toContainText('Grants in this round are from $20,000 to $150,000.');
    await expect(notEligible).toContainText('If you need less, a local community grant may suit better');
    await expect(notEligible.getByRole('link', { name: 'Contact the foundation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await pressContinue(page);
    await expectProblems(page, ['Grants in this round are from $20,000 to $150,000.']);
    await expect(page).toHaveURL(APPLY);
    await answer(page, QUESTIONS[3]!, 'Yes');
    await expect(page.getByText('You can’t apply in this round')).toHaveCount(0);
    await next(page, 'Step 2 of 4: Your organisation');

    // An ABN whose check digits do not add up: said, and kept as typed.
    await typeInto(page, /^Organisation name/, 'Riverbend Youth Services');
    await typeInto(page, /^Australian Business Number/, '51 824 753 557');
    await typeInto(page, /^Contact person’s first name/, 'Priya');
    await pressContinue(page);
    await expectProblems(page, [
      'That is not a valid ABN: a digit may be wrong or two swapped. Check it on ABN Lookup (abr.business.gov.au).',
      'Enter the contact person’s last name.',
    ]);
    await expect(page.getByRole('textbox', { name: /^Australian Business Number/ })).toHaveValue(
      '51 824 753 557',
    );
    await expectNoAxeViolations(page);
    await typeInto(page, /^Australian Business Number/, '51 824 753 556');
    await typeInto(page, /^Contact person’s last name/, 'Shah');

    // A reload mid-way keeps the place and the answers.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Step 2 of 4: Your organisation');
    await expect(page.getByRole('textbox', { name: /^Australian Business Number/ })).toHaveValue(
      '51 824 753 556',
    );
    await next(page, 'Step 3 of 4: Your project');

    await typeInto(page, /^Project title/, 'Peer support in regional schools');
    const description = page.getByRole('textbox', { name: /^Describe the project/ });
    await expect(description).toHaveAccessibleDescription(/You have 1,500 characters left$/);
    // Over the limit: the count says by how much, nothing typed is lost, and Continue says what to do.
    await description.fill('a'.repeat(1_495));
    await description.focus();
    await page.keyboard.type('abcdefghij');
    await expect(page.getByText('You have 5 characters too many')).toBeVisible();
    await typeInto(page, /^Amount you are asking for/, '150,001');
    await typeInto(page, /^Project start date/, '30062027');
    await pressContinue(page);
    await expectProblems(page, [
      'Shorten this to 1,500 characters or fewer: it is 1,505 now.',
      'Ask for an amount from $20,000 to $150,000: grants in this round are in that range.',
      'Projects in this round start between 1 July 2027 and 31 December 2027. Choose a start date in that time.',
      'Choose the focus area the project is in.',
    ]);
    await expect(description).toHaveValue(`${'a'.repeat(1_495)}abcdefghij`);
    await expectNoAxeViolations(page);
    await description.fill(DESCRIPTION);
    await expect(
      page.getByText(`You have ${(1_500 - DESCRIPTION.length).toLocaleString('en-AU')} characters left`),
    ).toBeVisible();
    await typeInto(page, /^Amount you are asking for/, '150,000');
    await typeInto(page, /^Project start date/, '01072027');
    await answer(page, /^Focus area/, /^Young people’s mental health/);
    await next(page, 'Step 4 of 4: Check and send');

    // Back and Forward with the browser keep the place and the answers.
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Step 3 of 4: Your project');
    await expect(page.getByRole('textbox', { name: /^Amount you are asking for/ })).toHaveValue('150,000');
    await page.goForward();
    await expect(stepHeading(page)).toHaveText('Step 4 of 4: Check and send');

    await expect(page.getByText('51 824 753 556')).toBeVisible();
    await expect(page.getByText('$150,000', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Change your project' }).focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Step 3 of 4: Your project');
    // The step takes focus to its heading a frame after it shows: answer once it has.
    await expect(stepHeading(page)).toBeFocused();
    await typeInto(page, /^Amount you are asking for/, '45000');
    await next(page, 'Step 4 of 4: Check and send');
    await expect(page.getByText('$45,000', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const href = await verifyAndSave(page, uniqueContact('small'));
    expect(href).toMatch(/^\/foundation\/funding\/apply\/saved\?id=[\w-]{22}$/);
    await expect(page.getByText(/^Your reference is LFA-[2-9A-Z]{4}-[2-9A-Z]{4}\./)).toBeVisible();

    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(href);
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Your funding application');
    await expect(fresh.getByText(/^LFA-[2-9A-Z]{4}-[2-9A-Z]{4}$/)).toBeVisible();
    await expect(fresh.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(fresh.getByText(DESCRIPTION)).toBeVisible();
    await expectFoundationChrome(fresh);
    await expectNoAxeViolations(fresh);
    await elsewhere.close();
    expect(errors).toEqual([]);
  });
});

test.describe('an organisation at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('starts from the header’s Apply for funding and applies by keyboard', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/foundation');
    await page.getByRole('link', { name: 'Apply for funding', exact: true }).first().click();
    await expect(page).toHaveURL(APPLY);
    await expect(page.getByRole('radio', { name: 'Yes' }).first()).toBeEnabled();
    await eligible(page);
    await expectNoAxeViolations(page);
    await next(page, 'Step 2 of 4: Your organisation');
    await typeInto(page, /^Organisation name/, 'Coastal Carers Network');
    await typeInto(page, /^Australian Business Number/, '53004085616');
    await typeInto(page, /^Contact person’s first name/, 'Tom');
    await typeInto(page, /^Contact person’s last name/, 'Ward');
    await expectNoAxeViolations(page);
    await next(page, 'Step 3 of 4: Your project');
    await typeInto(page, /^Project title/, 'Weekends for young carers');
    await typeInto(
      page,
      /^Describe the project/,
      'Respite weekends for young carers, with a peer network after.',
    );
    await typeInto(page, /^Amount you are asking for/, '20000');
    await typeInto(page, /^Project start date/, '31122027');
    await answer(page, /^Focus area/, /^Support for carers/);
    await expectNoAxeViolations(page);
    await next(page, 'Step 4 of 4: Check and send');
    await expect(page.getByText('53 004 085 616')).toBeVisible();
    await expect(page.getByText('31 December 2027')).toBeVisible();
    await expectNoAxeViolations(page);
    const href = await verifyAndSave(page, uniqueContact('carers'));
    await page.goto(href);
    await expect(page.getByText(/^LFA-[2-9A-Z]{4}-[2-9A-Z]{4}$/)).toBeVisible();
    await expect(
      page.getByText('Coastal Carers Network applied to the 2027 community health round'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('after the round closes', () => {
  test('the first step says when it closed and asks nothing', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // The day after the round's last day, in Sydney (the browser's clock; the questions are the page's own).
    await page.clock.setFixedTime(new Date('2027-02-27T01:00:00Z'));
    await page.goto(APPLY);
    await expect(
      page.getByText(
        'The 2027 community health round closed on 26 February 2027. Contact us to hear when the next round opens.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(continueButton(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact the foundation' })).toHaveAttribute(
      'href',
      '/foundation/contact-us',
    );
    await expectNoAxeViolations(page);
    // The HTML, made while the round was open, hydrates without a mismatch.
    expect(errors).toEqual([]);
  });
});
