// The progress stepper page: the journey walked with Next and Previous, gating, the collapsed form on phones,
// the two-line title clamp on desktop, and the server HTML working before (and without) JavaScript.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const PATH = '/components/progress-stepper';

const example = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const current = (scope: Locator) => scope.locator('li[aria-current="step"]');
// Chromium may put a space between the title and the status when the step lays out as a column.
const stepName = (title: string, status: string) => new RegExp(`^${title} ?, ${status}$`);

/** Lines a clamped title shows, and whether it hides some of its text. */
async function clampOf(title: Locator) {
  return title.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return {
      lines: Math.round(element.clientHeight / lineHeight),
      cut: element.scrollHeight > element.clientHeight + 1,
    };
  });
}

test.describe('Progress stepper at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Next and Previous walk the journey and aria-current follows', async ({ page }) => {
    await page.goto(PATH);
    const journey = example(page, 'Journey with Next and Previous');
    const stepper = journey.getByRole('navigation', { name: 'Quote progress' });
    // The list shows at this width; the collapsed form's toggle does not.
    await expect(stepper.getByRole('button', { name: /^Step 1 of 4/ })).toBeHidden();
    await expect(stepper.getByRole('listitem')).toHaveCount(4);
    await expect(current(stepper)).toContainText('Your cover');
    await expect(journey.getByRole('group', { name: 'Your cover' })).toContainText('Choose hospital cover');

    const next = journey.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await expect(current(stepper)).toContainText('About you');
    await expect(journey.getByRole('group', { name: 'About you' })).toBeVisible();
    await next.click();
    await expect(current(stepper)).toContainText('Your price');
    await expect(stepper.getByRole('button', { name: stepName('Your cover', 'completed') })).toBeVisible();

    await journey.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(current(stepper)).toContainText('About you');
    await expect(current(stepper)).toHaveCount(1);
  });

  test('keyboard: Tab reaches the steps that can be opened, Enter opens one and focus moves to its panel', async ({
    page,
  }) => {
    await page.goto(PATH);
    const journey = example(page, 'Journey with Next and Previous');
    const stepper = journey.getByRole('navigation', { name: 'Quote progress' });
    const next = journey.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await next.click();

    const first = stepper.getByRole('button', { name: stepName('Your cover', 'completed') });
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(stepper.getByRole('button', { name: stepName('About you', 'completed') })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(current(stepper)).toContainText('Your cover');
    await expect(journey.getByRole('group', { name: 'Your cover' })).toBeFocused();
  });

  test('a step not yet accessed is not operable', async ({ page }) => {
    await page.goto(PATH);
    const journey = example(page, 'Journey with Next and Previous');
    const stepper = journey.getByRole('navigation', { name: 'Quote progress' });
    const last = stepper.getByRole('listitem').last();
    await expect(last).toHaveText(/Pay and join, not available yet$/);
    await expect(last.getByRole('button')).toHaveCount(0);
    await last.click();
    await expect(current(stepper)).toContainText('Your cover');

    // Href steps: the completed ones are links to their pages, the later ones are text.
    const join = example(page, 'Steps with their own pages');
    await expect(
      join.getByRole('link', { name: stepName('Choose your cover', 'completed') }),
    ).toHaveAttribute('href', '/health-insurance');
    await expect(join.getByRole('link')).toHaveCount(2);
    await expect(join.getByRole('listitem').nth(3)).toHaveText(/Payment, not available yet$/);

    // A disabled step stays shut even though it was accessed.
    const cover = example(page, 'Disabled step');
    await expect(cover.getByRole('listitem').nth(2)).toHaveText(/Extras, not available$/);
    await expect(cover.getByRole('listitem').nth(2).getByRole('button')).toHaveCount(0);
  });

  test('ungated, a step not yet accessed opens', async ({ page }) => {
    await page.goto(PATH);
    const profile = example(page, 'Ungated');
    await profile.getByRole('button', { name: stepName('Payment details', 'not completed') }).click();
    await expect(current(profile)).toContainText('Payment details');
    await expect(profile.getByRole('group', { name: 'Payment details' })).toBeFocused();
  });

  test('long titles clamp to two lines in a row of steps', async ({ page }) => {
    await page.goto(PATH);
    const application = example(page, 'Long step titles');
    const items = application.getByRole('listitem');
    const [firstBox, secondBox] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(secondBox!.x).toBeGreaterThan(firstBox!.x);
    expect(secondBox!.y).toBeCloseTo(firstBox!.y, 0);
    const title = items.nth(1).getByText(/^Transfer from another fund/);
    expect(await clampOf(title)).toEqual({ lines: 2, cut: true });
  });

  test('each step keeps its width while the list is still arriving (a frame drawn before the last step is parsed)', async ({
    page,
  }) => {
    await page.goto(PATH);
    const steps = example(page, 'Journey with Next and Previous').getByRole('listitem');
    const widths = () =>
      steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    const whole = await widths();
    expect(whole.length).toBeGreaterThan(2);
    // As the parser leaves it when it yields before the last step: the list without it.
    await steps.last().evaluate((item) => item.remove());
    expect(await widths()).toEqual(whole.slice(0, -1));
  });

  test('the collapsed form can be kept at every width', async ({ page }) => {
    await page.goto(PATH);
    const travel = example(page, 'Collapsed form');
    const toggle = travel.getByRole('button', { name: 'Step 2 of 4 Next: Choose a plan' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(travel.getByRole('list')).toBeHidden();
    await toggle.click();
    await expect(travel.getByRole('list')).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(PATH);
    await example(page, 'Collapsed form')
      .getByRole('button', { name: /^Step 2 of 4/ })
      .click();
    await expectNoAxeViolations(page);
  });
});

test.describe('Progress stepper at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('collapses to a toggle with "Step 1 of n" and the next title, which expands to the list', async ({
    page,
  }) => {
    await page.goto(PATH);
    const journey = example(page, 'Journey with Next and Previous');
    const stepper = journey.getByRole('navigation', { name: 'Quote progress' });
    const toggle = stepper.getByRole('button', { name: 'Step 1 of 4 Next: About you' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(stepper.getByRole('list')).toBeHidden();

    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(stepper.getByRole('listitem')).toHaveCount(4);
    for (const item of await stepper.getByRole('listitem').all()) await expect(item).toBeVisible();

    await toggle.click();
    await expect(stepper.getByRole('list')).toBeHidden();
  });

  test('Next and Previous update the toggle and aria-current', async ({ page }) => {
    await page.goto(PATH);
    const journey = example(page, 'Journey with Next and Previous');
    const stepper = journey.getByRole('navigation', { name: 'Quote progress' });
    await journey.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(stepper.getByRole('button', { name: 'Step 2 of 4 Next: Your price' })).toBeVisible();
    await expect(current(stepper)).toContainText('About you');
    await journey.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(stepper.getByRole('button', { name: 'Step 1 of 4 Next: About you' })).toBeVisible();
  });

  test('opening a step from the collapsed list closes it and moves focus to the step', async ({ page }) => {
    await page.goto(PATH);
    const claim = example(page, 'Jump back to an accessed step');
    const toggle = claim.getByRole('button', { name: /^Step 3 of 4/ });
    await toggle.click();
    await claim.getByRole('button', { name: stepName('Receipts', 'completed') }).click();
    await expect(claim.getByRole('button', { name: 'Step 2 of 4 Next: Bank account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(claim.getByRole('group', { name: 'Receipts' })).toBeFocused();
  });

  test('titles clamp to one line in the collapsed form', async ({ page }) => {
    await page.goto(PATH);
    const application = example(page, 'Long step titles');
    await application.getByRole('button', { name: /^Step 1 of 4/ }).click();
    const title = application
      .getByRole('listitem')
      .nth(1)
      .getByText(/^Transfer from another fund/);
    expect(await clampOf(title)).toEqual({ lines: 1, cut: true });
    const nextTitle = application.getByText(/^Next: Transfer from another fund/);
    expect(await clampOf(nextTitle)).toEqual({ lines: 1, cut: true });
  });

  test('has no axe violations with a collapsed list open', async ({ page }) => {
    await page.goto(PATH);
    await example(page, 'Journey with Next and Previous')
      .getByRole('button', { name: /^Step 1 of 4/ })
      .click();
    await expectNoAxeViolations(page);
  });
});

test.describe('Progress stepper before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML shows the steps and href steps are links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PATH);
    const join = example(page, 'Steps with their own pages');
    await expect(join.getByRole('listitem')).toHaveCount(5);
    await expect(current(join)).toContainText('Your details');
    await join.getByRole('link', { name: stepName('Get a quote', 'completed') }).click();
    await expect(page).toHaveURL(/\/health-insurance\/join\/welcome\/?$/);
  });

  test('on a phone the collapsed list opens while focus is in the stepper', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PATH);
    const join = example(page, 'Steps with their own pages');
    await expect(join.getByRole('list')).toBeHidden();
    await join.getByRole('button', { name: /^Step 3 of 5/ }).focus();
    await expect(join.getByRole('list')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(join.getByRole('link', { name: stepName('Choose your cover', 'completed') })).toBeFocused();
  });
});
