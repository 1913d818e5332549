// Compare and buy, end to end by keyboard, at a phone and a desktop width, with axe in each state: the compare
// tray on the cards (at the foot of the screen, never over what has focus, a fourth cover refused with the reason),
// the compare view priced for the visitor's choice of who, where and how often (in its URL: Back, a reload and a
// shared link opened in a fresh browser keep it; loading and failure said), and 'Get a quote for this cover' from
// a compare column and a product page, arriving at the journey with that cover chosen.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { holdScripts } from './helpers/held-scripts';

/** Opens a page once it has hydrated (only script changes the choices). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Presses `key` on a control, from the keyboard. */
async function press(control: Locator, key = 'Space') {
  await control.focus();
  await control.page().keyboard.press(key);
}

const tray = (page: Page) => page.getByRole('region', { name: 'Covers to compare' });
const compareBox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Compare ${name}`, exact: true });
/** The tray's one polite live region: what a screen reader hears after a tick. */
const heard = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /compare/i });
const priceRowHeader = (page: Page, label: string) =>
  page.getByRole('table').getByRole('rowheader', { name: new RegExp(`^${label}`) });

/** Whether focus is in the tray, and by how many pixels the tray covers what has focus (0: not at all). */
const focusAndTray = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement!;
    const region = document.querySelector('[aria-label="Covers to compare"]')!;
    const focused = active.getBoundingClientRect();
    const shelf = region.getBoundingClientRect();
    const covered = focused.top < shelf.bottom ? Math.max(0, focused.bottom - shelf.top) : 0;
    return { inTray: region.contains(active), covered: Math.round(covered) };
  });

/** Tabs on to the tray, checking at each stop that what has focus is not under it (WCAG 2.2 2.4.11); Tab reaches it. */
async function tabToTrayNeverUnderIt(page: Page) {
  let reachedTray = false;
  for (let step = 0; step < 80 && !reachedTray; step += 1) {
    await page.keyboard.press('Tab');
    reachedTray = (await focusAndTray(page)).inTray;
    // Once the page has scrolled to it (the tray may scroll it up out from under itself).
    if (!reachedTray)
      await expect.poll(async () => (await focusAndTray(page)).covered).toBeLessThanOrEqual(1);
  }
  expect(reachedTray).toBe(true);
}

test('covers ticked to compare before the page comes alive are all kept, in the tray and the address', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const release = await holdScripts(page);
  await page.goto('/health-insurance', { waitUntil: 'commit' });
  await compareBox(page, 'Silver Waratah Hospital').check();
  await compareBox(page, 'Gold Banksia Hospital').check();
  release();
  await expect(tray(page)).toContainText('2 covers chosen: Silver Waratah Hospital, Gold Banksia Hospital');
  await expect(compareBox(page, 'Silver Waratah Hospital')).toBeChecked();
  await expect(compareBox(page, 'Gold Banksia Hospital')).toBeChecked();
  await expect(page).toHaveURL(/[?&]products=hospital-silver,hospital-gold(&|$)/);
  expect(errors).toEqual([]);
});

for (const width of [375, 1440]) {
  test.describe(`Compare and buy at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the compare tray: shown where the visitor is, never over focus, at most three with the reason, through Back and a reload', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await open(page, '/health-insurance?cover=family&state=VIC&frequency=annually');
      await expect(tray(page)).toHaveCount(0);

      await press(compareBox(page, 'Silver Waratah Hospital'));
      await expect(tray(page)).toBeInViewport();
      await expect(tray(page)).toContainText('1 cover chosen: Silver Waratah Hospital');
      await expect(heard(page)).toHaveText('Silver Waratah Hospital added to compare. 1 cover chosen.');
      await press(compareBox(page, 'Gold Banksia Hospital'));
      await expect(tray(page)).toContainText(
        '2 covers chosen: Silver Waratah Hospital, Gold Banksia Hospital',
      );
      // At the foot of the screen, in view while the visitor stays where they ticked.
      const trayBox = (await tray(page).boundingBox())!;
      expect(Math.round(trayBox.y + trayBox.height)).toBe(800);
      await expect(compareBox(page, 'Gold Banksia Hospital')).toBeInViewport();
      await expectNoAxeViolations(page);

      // Tabbing on through the cards to the tray: what has focus is never hidden under it (WCAG 2.2 2.4.11).
      await tabToTrayNeverUnderIt(page);

      // A third, then a fourth: refused with the reason, its box still operable.
      await press(compareBox(page, 'Basic Saltbush Hospital'));
      const fourth = compareBox(page, 'Bronze Wattle Hospital');
      await press(fourth);
      await expect(fourth).toBeEnabled();
      await expect(fourth).not.toBeChecked();
      await expect(
        tray(page).getByText('You can compare up to 3 covers. Untick one to add another.'),
      ).toBeVisible();
      await expect(heard(page)).toHaveText('You can compare up to 3 covers. Untick one to add another.');
      await expectNoAxeViolations(page);

      // To the compare view, with the choice and the price choice.
      await press(tray(page).getByRole('link', { name: 'Compare 3 covers' }), 'Enter');
      await expect(page).toHaveURL(
        /\/health-insurance\/compare\?products=hospital-silver,hospital-gold,hospital-basic&cover=family&state=VIC&frequency=annually$/,
      );
      await expect(priceRowHeader(page, 'Price for family cover in Victoria, paid annually')).toBeVisible();

      // Back: the cards with the same three ticked, and the tray; a reload keeps them.
      await page.goBack();
      await expect(compareBox(page, 'Basic Saltbush Hospital')).toBeChecked();
      await expect(tray(page)).toContainText('3 covers chosen');
      await page.reload();
      await expect(compareBox(page, 'Gold Banksia Hospital')).toBeChecked();
      await expect(tray(page)).toContainText(
        '3 covers chosen: Silver Waratah Hospital, Gold Banksia Hospital, Basic Saltbush Hospital',
      );

      // On paper the tray is not printed over the cards.
      await page.emulateMedia({ media: 'print' });
      await expect(tray(page)).toBeHidden();
      await expect(compareBox(page, 'Gold Banksia Hospital')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(tray(page)).toBeVisible();

      // Clear: the tray goes, and focus goes back to the first cover chosen.
      await press(tray(page).getByRole('button', { name: 'Clear covers to compare' }), 'Enter');
      await expect(tray(page)).toHaveCount(0);
      await expect(compareBox(page, 'Silver Waratah Hospital')).toBeFocused();
      await expect(compareBox(page, 'Silver Waratah Hospital')).not.toBeChecked();
      await expect(heard(page)).toHaveText('Compare choices cleared.');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('the compare view prices for the visitor’s choice, changed there too, through loading, failure, Back, a reload and a shared link', async ({
      page,
      browser,
    }) => {
      await open(page, '/health-insurance/compare?products=hospital-silver,hospital-gold');
      await expect(
        priceRowHeader(page, 'Price for single cover in New South Wales, paid monthly'),
      ).toBeVisible();

      // A new choice: the prices wait for the price API, said meanwhile; the row then names the new choice.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        '**/api/products/prices**',
        async (route) => {
          await held;
          await route.fallback();
        },
        { times: 1 },
      );
      const state = page.getByRole('combobox', { name: 'State' });
      await state.focus();
      await state.selectOption('WA');
      await expect(page.locator('td[aria-busy="true"]').first()).toBeVisible();
      await expect(page.getByText('Updating prices')).toBeAttached();
      release();
      await expect(
        priceRowHeader(page, 'Price for single cover in Western Australia, paid monthly'),
      ).toBeVisible();
      await expect(page.locator('td[aria-busy="true"]')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Who is covered' }).selectOption('couple');
      await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('fortnightly');
      const label = 'Price for couple cover in Western Australia, paid fortnightly';
      await expect(priceRowHeader(page, label)).toBeVisible();
      await expect(page).toHaveURL(
        /\/health-insurance\/compare\?products=hospital-silver,hospital-gold&cover=couple&state=WA&frequency=fortnightly$/,
      );
      const prices = await page.getByRole('row', { name: new RegExp(`^${label}`) }).textContent();
      await expectNoAxeViolations(page);

      // A failed request keeps the last prices, and the row still names the choice they are for.
      await page.route('**/api/products/prices**', (route) => route.abort('connectionfailed'));
      await page.getByRole('combobox', { name: 'State' }).selectOption('TAS');
      await expect(page.getByText(/Prices could not be updated just now/)).toBeVisible();
      await expect(priceRowHeader(page, label)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.unroute('**/api/products/prices**');
      await page.getByRole('combobox', { name: 'State' }).selectOption('WA');
      await expect(priceRowHeader(page, label)).toBeVisible();

      // A third cover ticked is a history entry: Back unticks it, Forward ticks it again.
      const basic = page.getByRole('checkbox', { name: 'Basic Saltbush Hospital', exact: true });
      await press(basic);
      await expect(page).toHaveURL(/products=hospital-silver,hospital-gold,hospital-basic&/);
      await expect(
        page.getByRole('table').getByRole('columnheader', { name: 'Basic Saltbush Hospital', exact: true }),
      ).toBeVisible();
      await page.goBack();
      await expect(basic).not.toBeChecked();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
      await page.goForward();
      await expect(basic).toBeChecked();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
      // A fourth is refused with the reason, its box still operable.
      const fourth = page.getByRole('checkbox', { name: 'Bronze Wattle Hospital', exact: true });
      await press(fourth);
      await expect(fourth).not.toBeChecked();
      await expect(
        page.getByText('You can compare up to 3 covers. Untick one to add another.'),
      ).toBeVisible();
      await press(basic);
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);

      // A reload, and the link opened in a fresh browser: the same covers, priced the same.
      const shared = page.url();
      await page.reload();
      await expect(page.getByRole('row', { name: new RegExp(`^${label}`) })).toHaveText(prices!);
      const elsewhere = await browser.newContext({ viewport: { width, height: 800 } });
      const fresh = await elsewhere.newPage();
      await fresh.goto(shared);
      await expect(fresh.getByRole('row', { name: new RegExp(`^${label}`) })).toHaveText(prices!);
      await expect(fresh.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
      await expect(fresh.getByRole('checkbox', { name: 'Gold Banksia Hospital', exact: true })).toBeChecked();
      await expectNoAxeViolations(fresh);
      await elsewhere.close();
    });

    test('‘Get a quote for this cover’ from a compare column and a product page opens the journey with that cover chosen', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      // From a compare column, with who and where chosen: the journey has them, and leaves its URL plain.
      await open(
        page,
        '/health-insurance/compare?products=hospital-silver,hospital-gold&cover=couple&state=QLD&frequency=monthly',
      );
      await press(
        page.getByRole('link', { name: 'Get a quote for this cover (Gold Banksia Hospital)' }),
        'Enter',
      );
      await expect(page).toHaveURL(/\/health-insurance\/join\/welcome$/);
      await expect(page.getByRole('radio', { name: /^Me and my partner/ })).toBeChecked();
      await expect(page.getByRole('combobox', { name: /^Your state or territory/ })).toHaveValue('QLD');
      await expectNoAxeViolations(page);

      // From a product page, for a single in Victoria.
      await open(page, '/health-insurance/hospital/hospital-gold?cover=single&state=VIC&frequency=monthly');
      const quote = page.getByRole('link', { name: 'Get a quote for this cover (Gold Banksia Hospital)' });
      await expect(quote).toHaveAttribute(
        'href',
        '/health-insurance/join/welcome?product=hospital-gold&cover=single&state=VIC&frequency=monthly',
      );
      // Its compare link is priced for the same choice, changed on the page too.
      const compareLink = page.getByRole('link', { name: 'Compare Gold Banksia Hospital with other covers' });
      await expect(compareLink).toHaveAttribute(
        'href',
        '/health-insurance/compare?products=hospital-gold&cover=single&state=VIC&frequency=monthly',
      );
      await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('annually');
      await expect(compareLink).toHaveAttribute(
        'href',
        '/health-insurance/compare?products=hospital-gold&cover=single&state=VIC&frequency=annually',
      );
      await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('monthly');
      await expectNoAxeViolations(page);
      await press(quote, 'Enter');
      await expect(page).toHaveURL(/\/health-insurance\/join\/welcome$/);
      await expect(page.getByRole('radio', { name: /^Just me/ })).toBeChecked();
      // A reload mid-way keeps what the link brought (it left the URL, so it cannot undo a change).
      await page.reload();
      await expect(page.getByRole('radio', { name: /^Just me/ })).toBeChecked();
      await expect(page.getByRole('combobox', { name: /^Your state or territory/ })).toHaveValue('VIC');
      await page.getByRole('textbox', { name: /^Your date of birth/ }).focus();
      await page.keyboard.type('12041985');
      await press(page.getByRole('button', { name: 'Continue' }), 'Enter');
      await press(page.getByRole('radio', { name: /^Base tier/ }));
      await press(page.getByRole('button', { name: 'Continue' }), 'Enter');
      for (const question of [
        /^Do you hold private hospital cover now/,
        /^Did you have hospital cover on 1 July 2016/,
      ]) {
        await press(
          page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'No', exact: true }),
        );
      }
      await press(page.getByRole('button', { name: 'Continue' }), 'Enter');
      // The cover step has the cover chosen: Continue goes on with it.
      await expect(page.getByText('Your chosen cover: Gold Banksia Hospital.')).toBeVisible();
      await expectNoAxeViolations(page);
      await press(page.getByRole('button', { name: 'Continue' }), 'Enter');
      await expect(page.getByRole('heading', { name: 'Your quote: Gold Banksia Hospital' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the compare view on a phone', () => {
  test('at 320px only the table scrolls sideways, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(
      page,
      '/health-insurance/compare?products=hospital-silver,hospital-gold,extras-top&cover=family&state=VIC&frequency=annually',
    );
    await expect(
      page.getByRole('table', {
        name: /^Silver Waratah Hospital, Gold Banksia Hospital and Grevillea Extras compared\./,
      }),
    ).toBeAttached();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the compare tray on small screens', () => {
  test('at 320px it stays short, and on a short screen (200% zoom) it rests after the cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, '/health-insurance/hospital');
    await press(compareBox(page, 'Silver Waratah Hospital'));
    await press(compareBox(page, 'Gold Banksia Hospital'));
    await expect(tray(page)).toBeInViewport();
    const box = (await tray(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(640 / 3);
    // Nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // A third and a refused fourth: the tray grows by the reason, and still hides nothing that takes focus.
    await page.evaluate(() => window.scrollTo(0, 0));
    await press(compareBox(page, 'Basic Saltbush Hospital'));
    await press(compareBox(page, 'Bronze Wattle Hospital'));
    await expect(tray(page).getByText('You can compare up to 3 covers.', { exact: false })).toBeVisible();
    await compareBox(page, 'Basic Saltbush Hospital').focus();
    await tabToTrayNeverUnderIt(page);
    await press(compareBox(page, 'Basic Saltbush Hospital'));
    await expect(tray(page)).toContainText('2 covers chosen');

    // 1280 by 720 at 200%: no height to spare, so it is not held over the cards.
    await page.setViewportSize({ width: 640, height: 360 });
    await compareBox(page, 'Silver Waratah Hospital').focus();
    await expect(tray(page)).not.toBeInViewport();
    await expect(tray(page).getByRole('link', { name: 'Compare 2 covers' })).toBeVisible();
  });
});
