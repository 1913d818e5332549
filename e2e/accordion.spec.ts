// The Accordion page and the footer's link groups in Chromium at 375px and 1440px: each summary is an
// expandable button in the accessibility tree with the right state, click, Enter and Space toggle it, the
// chevron turns, and it all works with JavaScript off.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { axExpandables, expanderSummary, oneSummary } from './helpers/expander';

const path = '/components/accordion';
// The live preview of a named example (its code sample below holds the same words).
const example = (page: Page, slug: string) => page.locator(`[data-example="${slug}"] [data-frame]`);
const expanderOf = (summary: Locator) => summary.locator('xpath=..');
const rotation = (summary: Locator) =>
  summary.locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
// A 180-degree turn as a computed transform matrix.
const halfTurn = 'matrix(-1, 0, 0, -1, 0, 0)';

const waiting = 'What is a waiting period?';
const waitingAnswer = /before you can claim/;

for (const width of [375, 1440]) {
  test.describe(`Accordion page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a collapsed expander is a collapsed button to assistive technology; a click expands it and turns the chevron', async ({
      page,
    }) => {
      await page.goto(path);
      const section = example(page, 'collapsed');
      const summary = expanderSummary(section, waiting);
      const answer = section.getByText(waitingAnswer);
      await expect(answer).toBeHidden();
      expect(await axExpandables(page, waiting, '[data-example="collapsed"]')).toEqual(oneSummary(false));
      expect(await rotation(summary)).toBe('none');

      await summary.click();
      await expect(answer).toBeVisible();
      await expect(expanderOf(summary)).toHaveAttribute('data-state', 'open');
      await expect
        .poll(() => axExpandables(page, waiting, '[data-example="collapsed"]'))
        .toEqual(oneSummary(true));
      await expect.poll(() => rotation(summary)).toBe(halfTurn);

      await summary.click();
      await expect(answer).toBeHidden();
      await expect
        .poll(() => axExpandables(page, waiting, '[data-example="collapsed"]'))
        .toEqual(oneSummary(false));
    });

    test('when focus is on the summary, Enter and Space toggle it and focus stays (APG accordion)', async ({
      page,
    }) => {
      await page.goto(path);
      const section = example(page, 'collapsed');
      const summary = expanderSummary(section, waiting);
      const answer = section.getByText(waitingAnswer);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
      await page.keyboard.press('Space');
      await expect(answer).toBeVisible();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();
      expect(await page.evaluate(() => window.scrollY), 'Space does not scroll the page').toBe(scrolled);
      await expect(summary).toBeFocused();
    });

    test('the initially expanded example starts open', async ({ page }) => {
      await page.goto(path);
      const section = example(page, 'initially-expanded');
      await expect(section.getByText(/Claim in the app/)).toBeVisible();
      expect(
        await axExpandables(page, 'How do I make a claim?', '[data-example="initially-expanded"]'),
      ).toEqual(oneSummary(true));
      expect(await rotation(expanderSummary(section, 'How do I make a claim?'))).toBe(halfTurn);
    });

    test('in an accordion any number of expanders can be open at once', async ({ page }) => {
      await page.goto(path);
      const section = example(page, 'accordion');
      await expanderSummary(section, 'Hospital cover').click();
      await expanderSummary(section, 'Extras cover').click();
      await expect(section.getByText(/stay as a private patient/)).toBeVisible();
      await expect(section.getByText(/dental, optical/)).toBeVisible();
      await expect(section.getByText(/emergency ambulance/)).toBeHidden();
    });

    test('Expand all opens every expander, then Collapse all closes them', async ({ page }) => {
      await page.goto(path);
      const section = example(page, 'expand-all-and-collapse-all');
      const bodies = [/stay as a private patient/, /dental, optical/, /emergency ambulance/].map((text) =>
        section.getByText(text),
      );
      await section.getByRole('button', { name: 'Expand all' }).click();
      for (const body of bodies) await expect(body).toBeVisible();
      await expect
        .poll(() => axExpandables(page, 'Extras cover', '[data-example="expand-all-and-collapse-all"]'))
        .toEqual(oneSummary(true));
      await section.getByRole('button', { name: 'Collapse all' }).click();
      for (const body of bodies) await expect(body).toBeHidden();
      await expect(section.getByRole('button', { name: 'Expand all' })).toBeFocused();
    });

    test('the controlled example follows its parent both ways', async ({ page }) => {
      await page.goto(path);
      const section = example(page, 'controlled');
      const answer = section.getByText(/suspend your cover/);
      await section.getByRole('button', { name: 'Show the answer' }).click();
      await expect(answer).toBeVisible();
      await expect(section.getByText('The parent’s state: expanded')).toBeVisible();
      await expanderSummary(section, 'Can I pause my cover?').click();
      await expect(answer).toBeHidden();
      await expect(section.getByRole('button', { name: 'Show the answer' })).toBeVisible();
      await expect(section.getByText('The parent’s state: collapsed')).toBeVisible();
    });

    test('has no axe violations with every expander open', async ({ page }) => {
      await page.goto(path);
      for (const summary of await page.locator('main summary').all()) {
        if (!(await summary.isVisible())) continue;
        if ((await expanderOf(summary).getAttribute('data-state')) === 'closed') await summary.click();
      }
      await expect(page.locator('main details[data-state="closed"] > summary:visible')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('a link to a text fragment opens the collapsed expander that holds it, as find in page does', async ({
  page,
}) => {
  await page.goto(`${path}#:~:text=${encodeURIComponent('before you can claim for')}`);
  const section = example(page, 'collapsed');
  await expect(section.getByText(waitingAnswer)).toBeVisible();
  // The Expander takes the browser's change on, so its state and chevron agree.
  await expect(expanderOf(expanderSummary(section, waiting))).toHaveAttribute('data-state', 'open');
});

test.describe('staticFrom md', () => {
  test('is an expander on a 375px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    const section = example(page, 'heading-from-md-up');
    await expect(section.getByRole('link', { name: 'Contact us' })).toBeHidden();
    expect(await axExpandables(page, 'Help', '[data-example="heading-from-md-up"]')).toEqual(
      oneSummary(false),
    );
    await expanderSummary(section, 'Help').click();
    await expect(section.getByRole('link', { name: 'Contact us' })).toBeVisible();
  });

  test('is a plain heading with its links at 1440px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const section = example(page, 'heading-from-md-up');
    await expect(section.getByRole('heading', { name: 'Help', level: 4 })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Contact us' })).toBeVisible();
    expect(await axExpandables(page, 'Help', '[data-example="heading-from-md-up"]')).toEqual([]);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the chevron turns without a transition', async ({ page }) => {
    await page.goto(path);
    const chevron = expanderSummary(example(page, 'collapsed'), waiting).locator('svg');
    const seconds = await chevron.evaluate((svg) => parseFloat(getComputedStyle(svg).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  });
});

test('the chevron turns in 0.2s when motion is allowed', async ({ page }) => {
  await page.goto(path);
  const chevron = expanderSummary(example(page, 'collapsed'), waiting).locator('svg');
  expect(await chevron.evaluate((svg) => getComputedStyle(svg).transitionDuration)).toBe('0.2s');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('an expander still opens and closes, by click and by keyboard', async ({ page }) => {
    await page.goto(path);
    const section = example(page, 'collapsed');
    const summary = expanderSummary(section, waiting);
    const answer = section.getByText(waitingAnswer);
    await summary.click();
    await expect(answer).toBeVisible();
    expect(await axExpandables(page, waiting, '[data-example="collapsed"]')).toEqual(oneSummary(true));
    await summary.press('Enter');
    await expect(answer).toBeHidden();
    expect(await axExpandables(page, waiting, '[data-example="collapsed"]')).toEqual(oneSummary(false));
  });

  test('footer groups open on a phone and are open lists on a desktop', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expanderSummary(footer, 'Health insurance').click();
    await expect(footer.getByRole('link', { name: 'Hospital cover', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(footer.getByRole('link', { name: 'Member benefits', exact: true })).toBeVisible();
  });
});

test.describe('footer link groups on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('each group is a collapsed expandable that toggles its links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const summary = expanderSummary(footer, 'Health insurance');
    const link = footer.getByRole('link', { name: 'Hospital cover', exact: true });
    await expect(link).toBeHidden();
    expect(await axExpandables(page, 'Health insurance', 'footer')).toEqual(oneSummary(false));
    await summary.click();
    await expect(link).toBeVisible();
    await expect.poll(() => axExpandables(page, 'Health insurance', 'footer')).toEqual(oneSummary(true));
    await summary.press('Enter');
    await expect(link).toBeHidden();
    // The heading level survives inside the summary, for heading navigation.
    await expect(footer.getByRole('heading', { name: 'Health insurance', level: 2 })).toBeVisible();
  });
});

test.describe('footer link groups at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each group is a plain heading with its links shown once, and nothing to expand', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['Health insurance', 'Members']) {
      await expect(footer.getByRole('heading', { name: title, level: 2 })).toHaveCount(1);
      await expect(footer.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      expect(await axExpandables(page, title, 'footer')).toEqual([]);
    }
    for (const name of ['Hospital cover', 'Member benefits']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(1);
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.locator('summary:visible')).toHaveCount(0);
  });
});
