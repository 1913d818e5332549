// The eight form-control pages in real Chromium. Each page at a phone and a desktop width: its heading, axe once
// hydrated, no sideways scroll, no console errors. Then each control used as a visitor would, keyboard first:
// the switch, radio buttons and segments, checkboxes, the select, the text input's messages, the typed date's
// editing rules, the calendar dialog, a form that validates on submit, and the phone's own date input.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { WCAG_AA, contrastRatio } from '@ds/tokens/contrast';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { holdScripts } from './helpers/held-scripts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const NOT_NUMBERS = 'Use numbers only: the date is typed as dd/mm/yyyy.';
const NOT_REAL = '31/02/2024 is not a real date. Check the day and the month.';

const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"]`);

/** The line under a controlled example that shows the page's state. */
const parentValue = (scope: Locator, value: string) =>
  scope.getByText(`The parent’s value: ${value}`, { exact: true });

/**
 * Resolves once React has hydrated the page (one root for every example): a button under a controlled example
 * sets a fixed state that only script can show, so pressing it again while waiting changes nothing.
 */
async function hydratedBy(page: Page, slug: string, button: string, shows: string) {
  const demo = example(page, slug);
  await expect(async () => {
    await demo.getByRole('button', { name: button }).click();
    await expect(parentValue(demo, shows)).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** The same for a page without such a button: only script adds the slash to a typed date. */
async function hydratedByTyping(input: Locator) {
  await expect(async () => {
    await input.fill('');
    await input.pressSequentially('2512');
    await expect(input).toHaveValue('25/12/', { timeout: 500 });
  }).toPass();
}

interface FormPage {
  path: string;
  title: string;
  hydrated: (page: Page) => Promise<void>;
}

const formPages: FormPage[] = [
  {
    path: '/components/switch-toggle',
    title: 'Switch toggle',
    hydrated: (page) => hydratedBy(page, 'controlled', 'Turn it off', 'off'),
  },
  {
    path: '/components/toggle-input',
    title: 'Toggle input',
    hydrated: (page) => hydratedBy(page, 'controlled', 'Clear the choice', 'none'),
  },
  {
    path: '/components/radio-group',
    title: 'Radio group',
    hydrated: (page) => hydratedBy(page, 'controlled', 'Clear the choice', 'none'),
  },
  {
    path: '/components/checkbox-group',
    title: 'Checkbox group',
    hydrated: (page) => hydratedBy(page, 'controlled', 'Clear all', 'none'),
  },
  {
    path: '/components/select',
    title: 'Select',
    hydrated: (page) => hydratedBy(page, 'controlled', 'Clear the choice', 'none'),
  },
  {
    path: '/components/text-input',
    title: 'Text input',
    hydrated: (page) =>
      hydratedBy(page, 'controlled-with-the-page-s-own-check', 'Clear the postcode', 'none'),
  },
  {
    path: '/components/date-input',
    title: 'Date input',
    hydrated: (page) => hydratedBy(page, 'controlled', 'Clear the date', 'none'),
  },
  {
    path: '/components/date-picker',
    title: 'Date picker',
    hydrated: (page) =>
      hydratedByTyping(example(page, 'default').getByRole('textbox', { name: 'Cover start date' })),
  },
];

/** Goes to a form-control page and waits until its controls answer. */
async function open(page: Page, path: string) {
  const formPage = formPages.find((candidate) => candidate.path === path);
  if (!formPage) throw new Error(`No form-control page at ${path}`);
  await page.goto(path);
  await formPage.hydrated(page);
}

const caret = (input: Locator) => input.evaluate((element: HTMLInputElement) => element.selectionStart);

for (const width of [375, 1440]) {
  test.describe(`Form-control pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const formPage of formPages) {
      test(`${formPage.title}: its heading, no axe violations once hydrated, no sideways scroll`, async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        await page.goto(formPage.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPage.title);
        await formPage.hydrated(page);
        await expectNoAxeViolations(page);
        // Reflow (WCAG 1.4.10): nothing on the page makes it scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('Switch toggle', () => {
  test('toggles with Space, Enter and a click, keeps its name, and does nothing when disabled', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/switch-toggle');
    const control = example(page, 'default').getByRole('switch', { name: 'Email me my quote' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await control.focus();
    await page.keyboard.press('Space');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Enter');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await control.click();
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveAccessibleName('Email me my quote');

    const disabled = example(page, 'disabled');
    const ambulance = disabled.getByRole('switch', { name: 'Ambulance cover' });
    await expect(ambulance).toBeDisabled();
    await ambulance.click({ force: true });
    // Playwright would wait for the label's disabled control to be enabled: force the click a visitor can make.
    await disabled.locator('label', { hasText: 'Ambulance cover' }).click({ force: true });
    await expect(ambulance).toHaveAttribute('aria-checked', 'true');

    // The page decides the required switch is invalid while it is off: turning it on swaps the messages.
    const transfer = example(page, 'required-and-validated').getByRole('switch');
    await expect(transfer).toHaveAttribute('aria-invalid', 'true');
    await expect(transfer).toHaveAccessibleDescription(
      'Error: Turn this on so we can ask your old fund for a clearance certificate.',
    );
    await transfer.focus();
    await page.keyboard.press('Space');
    await expect(transfer).toHaveAccessibleDescription(
      'Information: We will ask your old fund for a clearance certificate.',
    );

    const controlled = example(page, 'controlled');
    await controlled.getByRole('switch', { name: 'Health tips by email' }).focus();
    await page.keyboard.press('Enter');
    await expect(parentValue(controlled, 'on')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Radio group', () => {
  test('the arrow keys move and choose, wrapping and skipping a disabled option; Space chooses', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/radio-group');
    const controlled = example(page, 'controlled');
    const single = controlled.getByRole('radio', { name: 'Single', exact: true });
    await expect(single).not.toBeChecked();
    await single.focus();
    await page.keyboard.press('Space');
    await expect(single).toBeChecked();
    await expect(parentValue(controlled, 'single')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const couple = controlled.getByRole('radio', { name: 'Couple' });
    await expect(couple).toBeFocused();
    await expect(couple).toBeChecked();
    await expect(parentValue(controlled, 'couple')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const last = controlled.getByRole('radio', { name: 'Single parent family' });
    await expect(last).toBeFocused();
    await expect(last).toBeChecked();
    await expect(parentValue(controlled, 'single-parent')).toBeVisible();

    const tiers = example(page, 'subtitles-and-a-disabled-option');
    const silver = tiers.getByRole('radio', { name: 'Silver' });
    await expect(silver).toHaveAccessibleDescription('Adds 8 groupings, such as heart and vascular care');
    await expect(tiers.getByRole('radio', { name: 'Gold' })).toBeDisabled();
    await silver.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(tiers.getByRole('radio', { name: 'Basic Plus' })).toBeFocused();
    await expect(tiers.getByRole('radio', { name: 'Basic Plus' })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a required group shows its error once focus leaves it with nothing chosen', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/radio-group');
    const required = example(page, 'required');
    const group = required.getByRole('radiogroup', { name: 'Your current cover (required)' });
    await required.getByRole('radio', { name: 'No private health insurance' }).focus();
    await expect(group).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Error: Choose one of the options.');
    expect(errors).toEqual([]);
  });
});

test.describe('Toggle input', () => {
  test('the arrow keys move along the segments and choose, wrapping and skipping a disabled one', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/toggle-input');
    const covers = example(page, 'default');
    const single = covers.getByRole('radio', { name: 'Single' });
    await expect(single).toBeChecked();
    await single.focus();
    await page.keyboard.press('ArrowRight');
    await expect(covers.getByRole('radio', { name: 'Couple' })).toBeFocused();
    await expect(covers.getByRole('radio', { name: 'Couple' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(covers.getByRole('radio', { name: 'Family' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(single).toBeFocused();
    await expect(single).toBeChecked();

    const excess = example(page, 'subtitles-and-a-disabled-option');
    const none = excess.getByRole('radio', { name: '$0', exact: true });
    await none.focus();
    await page.keyboard.press('Space');
    await expect(none).toBeChecked();
    // $750 is disabled: Left Arrow wraps past it to $500.
    await page.keyboard.press('ArrowLeft');
    await expect(excess.getByRole('radio', { name: '$500', exact: true })).toBeFocused();
    await expect(excess.getByRole('radio', { name: '$500', exact: true })).toBeChecked();
    await expect(excess.getByRole('radio', { name: '$750', exact: true })).toBeDisabled();

    const controlled = example(page, 'controlled');
    await controlled.getByRole('radio', { name: 'Fortnightly' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(parentValue(controlled, 'monthly')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Checkbox group', () => {
  test('Space ticks and unticks, the page gets the values in order, and a select-all can be partly checked', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/checkbox-group');
    const optical = example(page, 'default').getByRole('checkbox', { name: 'Optical' });
    await optical.focus();
    await page.keyboard.press('Space');
    await expect(optical).toBeChecked();
    await page.keyboard.press('Space');
    await expect(optical).not.toBeChecked();

    const controlled = example(page, 'controlled');
    await controlled.getByRole('checkbox', { name: 'Physiotherapy' }).focus();
    await page.keyboard.press('Space');
    await expect(parentValue(controlled, 'physiotherapy')).toBeVisible();
    await controlled.getByRole('checkbox', { name: 'General dental' }).focus();
    await page.keyboard.press('Space');
    await expect(parentValue(controlled, 'general-dental, physiotherapy')).toBeVisible();

    const selectAll = example(page, 'select-all-partly-checked');
    const all = selectAll.getByRole('checkbox', { name: 'All extras' });
    await expect(all).toHaveJSProperty('indeterminate', true);
    await all.focus();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await expect(all).toHaveJSProperty('indeterminate', false);
    const group = selectAll.getByRole('group', { name: 'Extras to claim for' });
    for (const name of ['General dental', 'Major dental', 'Optical', 'Physiotherapy']) {
      await expect(group.getByRole('checkbox', { name })).toBeChecked();
    }
    await page.keyboard.press('Space');
    await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a required group shows one error once focus leaves it with nothing ticked', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/checkbox-group');
    const required = example(page, 'required');
    const group = required.getByRole('group', { name: 'Covers to include in your quote (required)' });
    await required.getByRole('checkbox', { name: 'Hospital' }).focus();
    // Moving between its checkboxes is not leaving the group.
    await page.keyboard.press('Tab');
    await expect(required.getByRole('checkbox', { name: 'Extras' })).toBeFocused();
    await expect(group).not.toHaveAttribute('aria-invalid');
    await required.getByRole('checkbox', { name: 'Ambulance' }).focus();
    await page.keyboard.press('Tab');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Error: Choose at least one option.');
    expect(errors).toEqual([]);
  });
});

test.describe('Select', () => {
  test('shows the required error once left empty, and takes a choice', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/select');
    const required = example(page, 'required');
    const state = required.getByRole('combobox', { name: 'State (required)' });
    await state.focus();
    await page.keyboard.press('Tab');
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription('Error: Select an option.');
    await expect(required.getByText('Select an option.')).toBeVisible();
    await state.selectOption({ label: 'Victoria' });
    await expect(state).toHaveValue('vic');
    await expect(state).not.toHaveAttribute('aria-invalid');
    await expect(required.getByText('Select an option.')).toHaveCount(0);

    const controlled = example(page, 'controlled');
    await controlled.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Queensland' });
    await expect(parentValue(controlled, 'qld')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Text input', () => {
  test('a required input says ‘Enter a value.’ once the visitor tabs away, and the page’s own check follows edits', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/text-input');
    const required = example(page, 'required');
    const family = required.getByRole('textbox', { name: 'Family name (required)' });
    await family.focus();
    await page.keyboard.press('Tab');
    await expect(required.getByText('Enter a value.')).toBeVisible();
    await expect(family).toHaveAttribute('aria-invalid', 'true');
    await expect(family).toHaveAccessibleDescription('Error: Enter a value.');
    await family.focus();
    await page.keyboard.type('Nguyen');
    await expect(required.getByText('Enter a value.')).toHaveCount(0);
    await expect(family).not.toHaveAttribute('aria-invalid');

    const controlled = example(page, 'controlled-with-the-page-s-own-check');
    const postcode = controlled.getByRole('textbox', { name: 'Postcode' });
    await postcode.focus();
    await page.keyboard.type('20');
    // The code under the example quotes the message, so the input's description is what is checked.
    await expect(postcode).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(postcode).toHaveAccessibleDescription('Error: Enter the 4 digits of your postcode.');
    await postcode.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('00');
    await expect(parentValue(controlled, '2000')).toBeVisible();
    await expect(postcode).not.toHaveAttribute('aria-invalid');
    expect(errors).toEqual([]);
  });
});

test.describe('Date input', () => {
  test('adds the slashes, takes the digit before a slash with Backspace, and keeps the caret in the middle', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/date-input');
    const input = example(page, 'default').getByRole('textbox', { name: 'Date of birth' });
    await input.focus();
    await page.keyboard.type('25121990');
    await expect(input).toHaveValue('25/12/1990');

    // Editing the day: the caret stays where the visitor is typing, not at the end.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue('21/21/990');
    await expect.poll(() => caret(input)).toBe(1);
    await page.keyboard.type('4');
    await expect(input).toHaveValue('24/12/1990');
    await expect.poll(() => caret(input)).toBe(3);

    await input.fill('');
    await page.keyboard.type('2512');
    await expect(input).toHaveValue('25/12/');
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue('25/1');
    expect(errors).toEqual([]);
  });

  test('leaves a letter out with a message at once, and says when a date is not real', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/date-input');
    const demo = example(page, 'default');
    const input = demo.getByRole('textbox', { name: 'Date of birth' });
    await input.focus();
    await page.keyboard.type('25x');
    await expect(input).toHaveValue('25/');
    await expect(demo.getByText(NOT_NUMBERS)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`Error: ${NOT_NUMBERS}`);
    await expect(input).toBeFocused();
    await page.keyboard.type('1');
    await expect(input).toHaveValue('25/1');
    await expect(demo.getByText(NOT_NUMBERS)).toHaveCount(0);

    await input.fill('');
    await page.keyboard.type('31022024');
    await expect(demo.getByText(NOT_REAL)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`Error: ${NOT_REAL}`);
    await expect(demo.getByText(NOT_REAL)).toBeVisible();
    // The example that starts on it, validated, says the same.
    await expect(example(page, 'an-impossible-date').getByText(NOT_REAL)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a paste of 2000 characters of junk leaves a sensible value, says why, and breaks nothing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectConsoleErrors(page);
    await open(page, '/components/date-input');
    const input = example(page, 'default').getByRole('textbox', { name: 'Date of birth' });
    const junk = 'x9/<b>é!'.repeat(250);
    expect(junk).toHaveLength(2000);
    await page.evaluate((text) => navigator.clipboard.writeText(text), junk);
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    // Whatever part of the paste fits, only digits and slashes stay, and the message says why the rest went.
    await expect(input).toHaveAccessibleDescription(/^Error: (Use numbers only|A date has 8 digits)/);
    await expect(input).toHaveValue(/^[\d/]{0,10}$/);
    await input.fill('');
    await page.keyboard.type('25121990');
    await expect(input).toHaveValue('25/12/1990');
    expect(errors).toEqual([]);
  });

  test('the form validates on submit, moves focus to the date, and confirms a real one', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/date-input');
    const form = example(page, 'in-a-form');
    const field = form.getByRole('textbox', { name: 'Date of birth (required)' });
    await form.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription('For example, 25/12/1990. Error: Enter a date.');
    // Validated now, so the message follows each edit.
    await page.keyboard.type('01012030');
    await expect(field).toHaveAccessibleDescription(
      'For example, 25/12/1990. Error: Enter a date on or before 31/12/2026.',
    );
    await field.fill('');
    await page.keyboard.type('25121990');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Enter');
    await expect(form.getByText('Thanks. We have your date of birth as 25/12/1990.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Date input on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('is the phone’s own date input, and the page gets its value as dd/mm/yyyy', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/components/date-input');
    const demo = example(page, 'controlled');
    // The server HTML holds the typed input; the phone's own input replaces it once the page has hydrated.
    const input = demo.locator('input[type="date"]');
    await expect(input).toHaveAccessibleName('Date of birth');
    await expect(input).toHaveValue('1985-02-14');
    await expect(demo.locator('input[type="text"]')).toHaveCount(0);
    await input.fill('1990-12-25');
    await expect(parentValue(demo, '25/12/1990')).toBeVisible();
    await expect(demo.getByText('As a date: 1990-12-25', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a date typed before the page comes alive is the phone’s date input’s value after, with no error', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/components/date-input', { waitUntil: 'commit' });
    const demo = example(page, 'controlled');
    const typed = demo.locator('input[type="text"]');
    await expect(typed).toBeEditable();
    await typed.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12041985');
    release();
    await expect(demo.locator('input[type="date"]')).toHaveValue('1985-04-12');
    await expect(parentValue(demo, '12/04/1985')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('Date picker', () => {
  test('the button opens a calendar on the typed date; arrows and Enter pick; Escape closes; focus comes back', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/date-picker');
    const limits = example(page, 'earliest-and-latest-dates');
    const input = limits.getByRole('textbox', { name: 'Hospital admission date' });
    const button = limits.getByRole('button', { name: 'Choose date: Hospital admission date' });
    const dialog = page.getByRole('dialog', { name: 'Choose date: Hospital admission date' });
    const focusedDay = dialog.getByRole('gridcell').locator(':focus');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(focusedDay).toHaveRole('button');
    await expect(focusedDay).toHaveText('15');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(focusedDay).toHaveText('23');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('23/07/2026');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(focusedDay).toHaveText('23');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue('23/07/2026');
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('with no date typed the calendar opens on today, and a picked day fills the input', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/components/date-picker');
    const demo = example(page, 'default');
    const input = demo.getByRole('textbox', { name: 'Cover start date' });
    await input.fill('');
    const button = demo.getByRole('button', { name: 'Choose date: Cover start date' });
    const dialog = page.getByRole('dialog', { name: 'Choose date: Cover start date' });
    // Today and tomorrow in the browser's own time zone, as the calendar sees them.
    const [today, tomorrow] = await page.evaluate(() => {
      const now = new Date();
      const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      const pad = (n: number) => String(n).padStart(2, '0');
      const nextText = `${pad(next.getDate())}/${pad(next.getMonth() + 1)}/${next.getFullYear()}`;
      return [String(now.getDate()), nextText] as const;
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('gridcell').locator(':focus')).toHaveText(today);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue(tomorrow);
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });
});

/** A computed `rgb(r, g, b)` colour as #rrggbb, for the tokens' contrast helper. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;

test.describe('found by a visitor', () => {
  test('the calendar scrolls inside a squeezed popover, so the focused day stays in view (200% zoom)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 480 });
    await open(page, '/components/date-picker');
    const limits = example(page, 'earliest-and-latest-dates');
    await limits.getByRole('button', { name: /^Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const focused = dialog.getByRole('gridcell').locator(':focus');
    await expect(focused).toBeInViewport({ ratio: 1 });
    const inPopover = await focused.evaluate((day) => {
      const box = day.getBoundingClientRect();
      const popover = day.closest('[data-trigger], .react-aria-Popover, [role="dialog"]')!.parentElement!;
      const frame = popover.getBoundingClientRect();
      return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
    });
    expect(inPopover).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next month' })).toBeVisible();
  });

  test('a disabled toggle input still shows its chosen segment legibly', async ({ page }) => {
    await open(page, '/components/toggle-input');
    const chosen = example(page, 'disabled').locator('label:has(input:checked)');
    const [colour, background] = await chosen.evaluate((label) => {
      const style = getComputedStyle(label);
      return [style.color, style.backgroundColor];
    });
    expect(contrastRatio(hexOf(colour), hexOf(background))).toBeGreaterThanOrEqual(WCAG_AA.text);
  });

  test('a group’s label stands clear of its options’ focus rings', async ({ page }) => {
    await open(page, '/components/toggle-input');
    const group = example(page, 'default').locator('fieldset');
    const gap = await group.evaluate((fieldset) => {
      const legend = fieldset.querySelector('legend')!.getBoundingClientRect();
      const option = fieldset.querySelector('label')!.getBoundingClientRect();
      return option.top - legend.bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(8);
  });

  test('printed, code wraps inside the page', async ({ page }) => {
    await page.setViewportSize({ width: 718, height: 1000 });
    await open(page, '/components/switch-toggle');
    await page.emulateMedia({ media: 'print' });
    const clipped = await page
      .locator('pre')
      .evaluateAll(
        (blocks) =>
          blocks.filter((pre) => pre.getBoundingClientRect().right > document.documentElement.clientWidth)
            .length,
      );
    expect(clipped).toBe(0);
  });
});
