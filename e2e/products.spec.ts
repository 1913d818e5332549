// The product pages end to end: prices and their notes that follow the visitor's choices (and survive a failed
// request), the tier and inclusion modals by mouse and keyboard, the cover list behind its toggle, an unavailable
// product, the side-by-side compare, at a phone and a desktop width, with axe; and cards that share a row's height
// without standing mostly empty.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const card = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name }) });

/** Opens a page once it has hydrated (only script changes the price choices). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const width of [375, 1440]) {
  test.describe(`Product comparison at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('prices follow the payment frequency, and a failed request keeps the last prices', async ({
      page,
    }) => {
      await open(page, '/health-insurance');
      const basic = card(page, 'Basic Saltbush Hospital');
      await expect(basic.getByText('$95.40')).toBeVisible();
      await expect(basic.getByText('per month')).toBeVisible();
      await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('annually');
      await expect(basic.getByText('per year')).toBeVisible();
      await expect(basic.locator('s')).toContainText('$1,144.80');
      await expectNoAxeViolations(page);

      await page.route('**/api/products/prices**', (route) => route.abort('connectionfailed'));
      await page.getByRole('combobox', { name: 'State' }).selectOption('VIC');
      await expect(page.getByText(/Prices could not be updated just now/)).toBeVisible();
      await expect(basic.getByText('per year')).toBeVisible();
      await expect(page.getByText(/single cover in New South Wales, paid annually/)).toBeVisible();
    });

    test('the price choice is kept in the URL, through a reload and Back', async ({ page }) => {
      await open(page, '/health-insurance/hospital');
      await page.getByRole('combobox', { name: 'Who is covered' }).selectOption('family');
      await page.getByRole('combobox', { name: 'State' }).selectOption('WA');
      await expect(page).toHaveURL(/cover=family&state=WA&frequency=monthly/);
      const basicPlus = card(page, 'Basic Plus Saltbush Hospital');
      await expect(basicPlus.getByText('Not sold in Western Australia')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
      await expect(basicPlus.getByText('Not sold in Western Australia')).toBeVisible();
      await card(page, 'Gold Banksia Hospital')
        .getByRole('link', { name: 'See all of Gold Banksia Hospital' })
        .click();
      // The product page opens with the same choice, so it shows the price the card showed.
      await expect(page).toHaveURL(
        /\/health-insurance\/hospital\/hospital-gold\?cover=family&state=WA&frequency=monthly$/,
      );
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
      await page.goBack();
      await expect(page.getByRole('combobox', { name: 'Who is covered' })).toHaveValue('family');
      await expect(basicPlus.getByText('Not sold in Western Australia')).toBeVisible();
    });

    test('at most three covers can be chosen to compare; a fourth tick says why', async ({ page }) => {
      await open(page, '/health-insurance/hospital');
      for (const name of ['Basic Saltbush Hospital', 'Bronze Wattle Hospital', 'Gold Banksia Hospital']) {
        await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
      }
      const fourth = page.getByRole('checkbox', { name: 'Compare Silver Waratah Hospital' });
      await expect(fourth).toBeEnabled();
      await fourth.click();
      await expect(fourth).not.toBeChecked();
      const tray = page.getByRole('region', { name: 'Covers to compare' });
      await expect(
        tray.getByText('You can compare up to 3 covers. Untick one to add another.'),
      ).toBeVisible();
      await expect(tray.getByRole('link', { name: 'Compare 3 covers' })).toBeVisible();
    });

    test('by mouse: the tier and inclusion modals, and the overlay while new prices load', async ({
      page,
    }) => {
      await open(page, '/health-insurance/hospital');
      await page.getByRole('button', { name: 'Hospital tiers explained' }).click();
      const tierDialog = page.getByRole('dialog', {
        name: 'New categories to help you choose your level of cover',
      });
      await expect(tierDialog).toBeVisible();
      // Its content is imported when the pointer reaches the button, then shown in place of 'Loading…'.
      await expect(tierDialog.getByRole('heading', { name: 'Hospital tiers explained' })).toBeVisible();
      await expect(tierDialog.getByText('Loading the tier explanations…')).toHaveCount(0);
      await tierDialog.getByRole('button', { name: 'Close' }).click();
      await expect(tierDialog).toBeHidden();

      const basic = card(page, 'Basic Saltbush Hospital');
      await basic.getByText('Show cover details').click();
      await basic.getByRole('button', { name: /^Rehabilitation/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Rehabilitation' });
      await expect(dialog.getByText(/Minimum Benefits Payable: we pay the minimum benefit/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/products/prices**', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('weekly');
      await expect(basic.locator('[aria-busy="true"]')).toBeVisible();
      await expect(basic.getByText('per month')).toBeVisible();
      release();
      await expect(basic.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(basic.getByText('per week')).toBeVisible();
    });

    test('the price notes follow the choice (Family in Victoria), each with its own mark', async ({
      page,
    }) => {
      await open(page, '/health-insurance');
      const notes = page.getByRole('region', { name: 'Price disclaimers' });
      await expect(notes).toContainText('sample prices for one adult in New South Wales, paid monthly');
      await page.getByRole('combobox', { name: 'Who is covered' }).selectOption('family');
      await page.getByRole('combobox', { name: 'State' }).selectOption('VIC');
      await expect(notes).toContainText('sample prices for a family in Victoria, paid monthly');
      await expect(notes.getByRole('listitem').filter({ hasText: 'Gold Banksia Hospital:' })).toContainText(
        'the price shown is for a family in Victoria, paid monthly, with a $500 excess per hospital admission',
      );
      await expect(notes).not.toContainText(/one adult|New South Wales|NSW/);

      const marks = await notes
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.textContent?.trim().charAt(0)));
      expect(marks).toEqual(['*', '†', '‡']);
      // Exact names: a combined cover's name holds the names of its parts.
      const markOf = (name: string) =>
        page
          .locator('article')
          .filter({ has: page.getByRole('heading', { name, exact: true }) })
          .getByRole('link', { name: /see the price disclaimer/ });
      const goldMark = markOf('Gold Banksia Hospital');
      await expect(goldMark).toHaveAttribute('href', '#price-disclaimer-hospital-gold');
      await expect(goldMark).toContainText('*');
      const extrasMark = markOf('Grevillea Extras');
      await expect(extrasMark).toContainText('†');
      // By keyboard: the mark takes focus to its note, and the note's last link brings it back to the mark.
      await extrasMark.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#price-disclaimer-extras-top$/);
      const extrasNote = notes.locator(':target');
      await expect(extrasNote).toContainText('† Grevillea Extras:');
      await expect(extrasNote).toBeFocused();
      await page.keyboard.press('Tab');
      const back = extrasNote.getByRole('link', { name: 'Back to the price of Grevillea Extras' });
      await expect(back).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(extrasMark).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('a product not sold in the chosen state says so', async ({ page }) => {
      await open(page, '/health-insurance/hospital');
      await page.getByRole('combobox', { name: 'State' }).selectOption('WA');
      await expect(
        card(page, 'Basic Plus Saltbush Hospital').getByText('Not sold in Western Australia'),
      ).toBeVisible();
    });

    test('the tier modal and an inclusion modal open and close by keyboard', async ({ page }) => {
      await open(page, '/health-insurance/hospital');
      const tiers = page.getByRole('button', { name: 'Hospital tiers explained' });
      await tiers.focus();
      await page.keyboard.press('Enter');
      const tierDialog = page.getByRole('dialog', {
        name: 'New categories to help you choose your level of cover',
      });
      await expect(tierDialog).toBeVisible();
      // It opens at its title, not at a control halfway down.
      await expect(
        tierDialog.getByRole('heading', { name: 'New categories to help you choose your level of cover' }),
      ).toBeFocused();
      await expect(tierDialog.getByRole('heading', { name: 'Hospital tiers explained' })).toBeVisible();
      await expectNoAxeViolations(page);
      await tierDialog.getByRole('button', { name: 'Close' }).click();
      await expect(tierDialog).toBeHidden();
      await expect(tiers).toBeFocused();

      const gold = card(page, 'Gold Banksia Hospital');
      await gold.getByText('Show cover details').click();
      const item = gold.getByRole('button', { name: /^Pregnancy and birth/ });
      await item.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pregnancy and birth' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Waiting period', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Read the policy booklet' })).toHaveAttribute(
        'href',
        /^\/docs\/policy-booklet/,
      );
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(item).toBeFocused();
    });

    test('two covers compared side by side, the choice in the URL', async ({ page }) => {
      await open(page, '/health-insurance/hospital');
      await page.getByRole('checkbox', { name: 'Compare Silver Waratah Hospital' }).check();
      await page.getByRole('checkbox', { name: 'Compare Gold Banksia Hospital' }).check();
      await page.getByRole('link', { name: 'Compare 2 covers' }).click();
      await expect(page).toHaveURL(/\/health-insurance\/compare\?products=hospital-silver,hospital-gold$/);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Silver Waratah Hospital' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Gold Banksia Hospital' })).toBeVisible();
      await expect(table.getByRole('row', { name: /Pregnancy and birth \(differs\)/ })).toBeVisible();
      // The sentence that names what is compared is whole on screen, not cut by the table's sideways scroll.
      // (the paragraph above the table; the caption that says it again is for screen readers alone)
      const summary = page
        .locator('p')
        .getByText(
          'Silver Waratah Hospital compared with Gold Banksia Hospital. Rows that differ are marked.',
        );
      const box = (await summary.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(table).toHaveAccessibleName(/Silver Waratah Hospital compared with Gold Banksia Hospital/);
      // The feature column leaves the covers most of the width.
      const featureWidth = (await table.getByRole('rowheader').first().boundingBox())!.width;
      const tableWidth = (await table.boundingBox())!.width;
      expect(featureWidth / tableWidth).toBeLessThanOrEqual(0.4);
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(
        page.getByRole('table').getByRole('columnheader', { name: 'Gold Banksia Hospital' }),
      ).toBeVisible();
    });
  });
}

/**
 * The tallest stretch of each card's height with nothing in it: between two pieces of its content, or after the
 * last. Content is every element drawn with no element inside it, and links, buttons and icons whole.
 */
async function emptyStretches(page: Page) {
  return page.locator('article').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const pieces = [...card.querySelectorAll('*')]
        .filter((node) => node.children.length === 0 || node.matches('a, button, svg, input, label'))
        .map((node) => node.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .sort((a, b) => a.top - b.top);
      let reached = box.top;
      let tallest = 0;
      for (const piece of pieces) {
        tallest = Math.max(tallest, piece.top - reached);
        reached = Math.max(reached, piece.bottom);
      }
      return {
        name: card.querySelector('h2, h3')?.textContent ?? '',
        empty: Math.round(Math.max(tallest, box.bottom - reached)),
      };
    }),
  );
}

for (const width of [1440, 1920]) {
  test.describe(`Product cards at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('cards in a row share its height without standing mostly empty, shut or with a list open', async ({
      page,
    }) => {
      await open(page, '/health-insurance');
      const roomy = async () => (await emptyStretches(page)).filter((stretch) => stretch.empty > 200);
      // Exactly: the combined covers' names start with the hospital covers'.
      const named = (name: string) =>
        page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      expect(await page.locator('article').count()).toBeGreaterThan(10);
      expect(await roomy()).toEqual([]);
      // The cards of a row line up: the Basic card is as tall as the Bronze beside it.
      const [basic, bronze] = await Promise.all(
        ['Basic Saltbush Hospital', 'Bronze Wattle Hospital'].map((name) => named(name).boundingBox()),
      );
      expect(basic!.y).toBe(bronze!.y);
      expect(basic!.height).toBe(bronze!.height);
      // Gold's long list opened: its neighbours keep their own height rather than stretch beside it.
      await named('Gold Banksia Hospital').getByText('Show cover details').click();
      await expect(
        named('Gold Banksia Hospital').getByRole('button', { name: /^Sleep studies/ }),
      ).toBeVisible();
      expect(await roomy()).toEqual([]);
    });
  });
}

test.describe('cover details fetched when wanted', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the comparison carries no cover details; opening a card’s list fetches its cover’s page once', async ({
    page,
    request,
  }) => {
    // The page as sent has every card's list of inclusions, but none of their details.
    const sent = await (await request.get('/health-insurance/hospital')).text();
    expect(sent).toContain('Pregnancy and birth');
    expect(sent).not.toContain('for the full terms');

    const fetched: string[] = [];
    page.on('request', (sentRequest) => {
      const { pathname } = new URL(sentRequest.url());
      if (pathname.startsWith('/health-insurance/cover-details/')) fetched.push(pathname);
    });
    await open(page, '/health-insurance/hospital');
    expect(fetched).toEqual([]);
    const gold = card(page, 'Gold Banksia Hospital');
    await gold.getByText('Show cover details').click();
    await expect.poll(() => fetched).toEqual(['/health-insurance/cover-details/hospital-gold']);
    for (const inclusion of ['Pregnancy and birth', 'Heart and vascular system']) {
      await gold.getByRole('button', { name: new RegExp(`^${inclusion}`) }).click();
      const dialog = page.getByRole('dialog', { name: inclusion });
      await expect(dialog.getByText('Waiting period', { exact: true })).toBeVisible();
      await expect(dialog).toContainText(`on Gold Banksia Hospital`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(fetched).toEqual(['/health-insurance/cover-details/hospital-gold']);
  });

  test('when the details cannot be fetched, the modal says so and links to them', async ({ page }) => {
    await page.route('**/health-insurance/cover-details/**', (route) => route.abort('connectionfailed'));
    await open(page, '/health-insurance/hospital');
    const gold = card(page, 'Gold Banksia Hospital');
    await gold.getByText('Show cover details').click();
    await gold.getByRole('button', { name: /^Pregnancy and birth/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pregnancy and birth' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The cover details could not be loaded. Read them on their own page.',
    );
    await expectNoAxeViolations(page);
    await page.unroute('**/health-insurance/cover-details/**');
    await dialog.getByRole('link', { name: 'Read them on their own page' }).click();
    await expect(page).toHaveURL(
      /\/health-insurance\/cover-details\/hospital-gold#cover-detail-pregnancy-and-birth$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold Banksia Hospital: what it covers');
    await expect(page.getByRole('heading', { level: 2, name: /^Pregnancy and birth/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a product page’s cover details on a phone, coming back', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Back from the policy booklet finds the list still open, where the visitor left it', async ({
    page,
  }) => {
    await open(page, '/health-insurance/hospital/hospital-gold');
    await page.getByText('Show cover details').click();
    const item = page.getByRole('button', { name: /^Pregnancy and birth/ });
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Pregnancy and birth' });
    await dialog.getByRole('link', { name: 'Read the policy booklet' }).click();
    await expect(page).toHaveURL(/\/docs\/policy-booklet#/);

    await page.goBack();
    await expect(page).toHaveURL(/\/health-insurance\/hospital\/hospital-gold$/);
    await expect(page.getByText('Hide cover details')).toBeVisible();
    // The scroll position the browser restores was taken with the list open: the visitor is back at the item.
    await expect(item).toBeInViewport();

    // Closed stays closed after a reload, as it was left.
    await page.getByText('Hide cover details').click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Show cover details')).toBeVisible();
  });

  test('a list opened on a card is not opened on the product page the card leads to', async ({ page }) => {
    await open(page, '/health-insurance/hospital');
    const gold = card(page, 'Gold Banksia Hospital');
    await gold.getByText('Show cover details').click();
    await gold.getByRole('link', { name: 'Gold Banksia Hospital', exact: true }).click();
    await expect(page).toHaveURL(/\/health-insurance\/hospital\/hospital-gold$/);
    await expect(page.getByText('Show cover details')).toBeVisible();
    await page.goBack();
    await expect(card(page, 'Gold Banksia Hospital').getByText('Hide cover details')).toBeVisible();
  });
});
