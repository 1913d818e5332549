// The Address lookup page end to end, against the site's own endpoint and its embedded engine: type an address,
// see the searching and no-results messages, choose with the keyboard, enter the address manually, and survive a
// failing endpoint, at a phone and a desktop width, with axe in each state.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/components/address-lookup';
const lookup = (page: Page) => page.getByRole('combobox', { name: /^Home address/ });
const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
const answer = (page: Page) => page.getByRole('region', { name: 'What the control answers' });

/** Opens the page once it has hydrated (only script changes the switch). */
async function open(page: Page) {
  await page.goto(PATH);
  const fail = page.getByRole('switch', { name: 'Make searches fail' });
  await expect(async () => {
    await fail.click();
    await expect(fail).toHaveAttribute('aria-checked', 'true', { timeout: 500 });
  }).toPass();
  await fail.click();
  await expect(fail).toHaveAttribute('aria-checked', 'false');
}

for (const width of [375, 1440]) {
  test.describe(`Address lookup at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('type an address and choose a suggestion with the keyboard', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await open(page);
      await lookup(page).click();
      await page.keyboard.type('1 george st syd', { delay: 30 });
      await expect(page.getByText('Searching for “1 george st syd”.')).toBeVisible();
      const options = suggestions(page);
      await expect(options.first()).toHaveText('1 GEORGE ST, SYDNEY NSW 2000');
      await expect(options).toHaveCount(5);
      await expect(lookup(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('5 addresses found. Use the up and down arrows to choose.')).toBeAttached();
      await expectNoAxeViolations(page);

      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(lookup(page)).toHaveAttribute(
        'aria-activedescendant',
        (await options.first().getAttribute('id'))!,
      );
      await page.keyboard.press('Enter');
      await expect(lookup(page)).toHaveValue('1 GEORGE ST, SYDNEY NSW 2000');
      await expect(lookup(page)).toBeFocused();
      await expect(lookup(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(answer(page).getByText('1 GEORGE ST, SYDNEY NSW 2000')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('the state filter keeps suggestions in one state', async ({ page }) => {
      await open(page);
      await page.getByRole('combobox', { name: 'Only addresses in' }).selectOption('SA');
      await lookup(page).fill('st kilda');
      const options = suggestions(page);
      await expect(options).toHaveCount(1);
      await expect(options.first()).toHaveText('ST KILDA SA 5110');
    });

    test('says when nothing matches, and keeps the text', async ({ page }) => {
      await open(page);
      await lookup(page).fill('qqqqzzzz');
      await expect(page.getByText('No results match “qqqqzzzz”.').first()).toBeVisible();
      await expect(suggestions(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('enters the address manually, with what was typed carried over and checked', async ({ page }) => {
      await open(page);
      await lookup(page).fill('12 smith st bondi');
      await expect(suggestions(page).first()).toBeVisible();
      // The list covers what is under it until it closes, as a visitor would close it: Escape.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Enter address manually' }).click();
      const street = page.getByRole('textbox', { name: /^Street address \(required\)/ });
      await expect(street).toHaveValue('12 smith st bondi');
      await expect(street).toBeFocused();
      await street.fill('12 Smith St');
      await page.getByRole('textbox', { name: /^Suburb or town/ }).fill('Bondi');
      await page.getByRole('combobox', { name: /^State or territory/ }).selectOption('NSW');
      const postcode = page.getByRole('textbox', { name: /^Postcode/ });
      await postcode.fill('3000');
      await postcode.blur();
      await expect(postcode).toHaveAccessibleDescription(/3000 is not a postcode in New South Wales/);
      await postcode.fill('2000');
      await expect(
        page.getByText('We could not find Bondi with postcode 2000.', { exact: false }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await postcode.fill('2026');
      await expect(answer(page).getByText('12 SMITH ST, BONDI NSW 2026')).toBeVisible();
      // (The page's messages table shows the template, with its {placeholders}: not a message said.)
      await expect(page.getByText(/We could not find \w+ with postcode \d+/)).toHaveCount(0);

      await page.getByRole('button', { name: 'Search for your address instead' }).click();
      await expect(lookup(page)).toBeFocused();
      await expect(lookup(page)).toHaveValue('12 SMITH ST, BONDI NSW 2026');
    });

    test('a failing endpoint clears the options, with no message, and keeps the text', async ({ page }) => {
      await open(page);
      await lookup(page).fill('1 george st syd');
      await expect(suggestions(page)).toHaveCount(5);
      await page.route('**/api/address/predictive**', (route) => route.abort('connectionfailed'));
      await lookup(page).fill('1 george st sydn');
      await expect(suggestions(page)).toHaveCount(0);
      await expect(answer(page).getByText(/The last failed search/)).toBeVisible();
      await expect(lookup(page)).toHaveValue('1 george st sydn');
      await expect(page.locator('[data-example] [role="alert"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('markup typed into the lookup is only ever text', async ({ page }) => {
  await open(page);
  await lookup(page).fill('<img src=x onerror="window.hacked=1"> 12 smith st bondi');
  // The engine reads it as words of a street line: upper case letters and digits, never markup.
  await expect(suggestions(page).first()).toHaveText(/12 SMITH ST, BONDI NSW 2026$/);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.locator('[data-example] img[src="x"]')).toHaveCount(0);
});

test.describe('the APG combobox pattern in a real browser', () => {
  const caret = (page: Page) => lookup(page).evaluate((box: HTMLInputElement) => box.selectionStart);
  /** Types '1 george st syd' into the lookup and waits for its five suggestions. */
  async function showSuggestions(page: Page) {
    await open(page);
    await lookup(page).click();
    await page.keyboard.type('1 george st syd', { delay: 30 });
    await expect(suggestions(page)).toHaveCount(5);
  }

  test('APG: Left and Right leave the active option for the text box and move the caret', async ({
    page,
  }) => {
    await showSuggestions(page);
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(lookup(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'false');
    expect(await caret(page)).toBe('1 george st syd'.length - 1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(lookup(page)).not.toHaveAttribute('aria-activedescendant');
    expect(await caret(page)).toBe('1 george st syd'.length);
  });

  test('APG: Home and End move to the first and last option; Alt+Down opens with none active', async ({
    page,
  }) => {
    await showSuggestions(page);
    await page.keyboard.press('End');
    await expect(suggestions(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role=option][aria-selected=true]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(lookup(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Alt+ArrowDown');
    await expect(lookup(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(lookup(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(page.locator('[role=option][aria-selected=true]')).toHaveCount(0);
  });
});

test('retyping over a chosen address takes it back, unless the demo is switched to address-lookup mode', async ({
  page,
}) => {
  await open(page);
  const choose = async () => {
    await lookup(page).fill('');
    await lookup(page).click();
    await page.keyboard.type('1 george st syd', { delay: 30 });
    await expect(suggestions(page).first()).toHaveText('1 GEORGE ST, SYDNEY NSW 2000');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(answer(page).getByText('1 GEORGE ST, SYDNEY NSW 2000')).toBeVisible();
  };
  const retypeAndLeave = async () => {
    await lookup(page).fill('22 collins st');
    await page.keyboard.press('Tab');
  };
  await choose();
  await retypeAndLeave();
  await expect(answer(page).getByText('No address chosen yet.')).toBeVisible();
  await expect(lookup(page)).toHaveValue('22 collins st');

  await page
    .getByRole('combobox', { name: /^When the visitor types over a chosen address/ })
    .selectOption('address-lookup');
  await choose();
  await retypeAndLeave();
  await expect(answer(page).getByText('1 GEORGE ST, SYDNEY NSW 2000')).toBeVisible();
});
