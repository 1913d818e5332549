// The Accordion page and the footer's link groups in Chromium at 375px and 1440px: each summary is an
// expandable button in the accessibility tree with the right state, click, Enter and Space toggle it, the
// chevron turns, and it all works with JavaScript off. An Accordion's items follow the APG accordion: a heading
// holding a button that controls its panel, a region, hidden until found.
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

/** The header button of the accordion item titled `title`. */
const itemButton = (scope: Locator, title: string) => scope.getByRole('button', { name: title, exact: true });
/** Resolves once React has hydrated the accordion: only then does a header button toggle. */
async function hydrated(section: Locator) {
  const button = section.locator('[data-accordion-button]').first();
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}
/** The levels of the headings named `name` in Chromium's accessibility tree, inside the first `within` element. */
async function axHeadings(page: Page, name: string, within: string): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: within });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId,
      accessibleName: name,
      role: 'heading',
    });
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => Number(node.properties?.find((property) => property.name === 'level')?.value.value));
  } finally {
    await cdp.detach();
  }
}
/** What axExpandables finds for a single header button that is expanded (or not). */
const oneButton = (expanded: boolean) => [{ role: 'button', expanded }];

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

    test('in an accordion any number of items can be open at once', async ({ page }) => {
      await page.goto(path);
      const section = example(page, 'accordion');
      await hydrated(section);
      await itemButton(section, 'Hospital cover').click();
      await itemButton(section, 'Extras cover').click();
      await expect(section.getByText(/stay as a private patient/)).toBeVisible();
      await expect(section.getByText(/dental, optical/)).toBeVisible();
      await expect(section.getByText(/emergency ambulance/)).toBeHidden();
    });

    test('Expand all opens every item, then Collapse all closes them', async ({ page }) => {
      await page.goto(path);
      const section = example(page, 'expand-all-and-collapse-all');
      const bodies = [/fillings/, /contact lenses/, /registered physiotherapist/].map((text) =>
        section.getByText(text),
      );
      await section.getByRole('button', { name: 'Expand all' }).click();
      for (const body of bodies) await expect(body).toBeVisible();
      await expect
        .poll(() => axExpandables(page, 'Optical', '[data-example="expand-all-and-collapse-all"]'))
        .toEqual(oneButton(true));
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

    test('has no axe violations with every expander and accordion item open', async ({ page }) => {
      await page.goto(path);
      await hydrated(example(page, 'accordion'));
      for (const summary of await page.locator('main summary').all()) {
        if (!(await summary.isVisible())) continue;
        if ((await expanderOf(summary).getAttribute('data-state')) === 'closed') await summary.click();
      }
      await expect(page.locator('main details[data-state="closed"] > summary:visible')).toHaveCount(0);
      const closedItems = page.locator('main [data-example] [data-frame] button[aria-expanded="false"]');
      while ((await closedItems.count()) > 0) await closedItems.first().click();
      await expectNoAxeViolations(page);
    });

    test('APG: each accordion header is a heading of the page’s next level (4) containing a button', async ({
      page,
    }) => {
      await page.goto(path);
      const section = example(page, 'accordion');
      for (const title of ['Hospital cover', 'Extras cover', 'Ambulance cover']) {
        const heading = section.getByRole('heading', { level: 4, name: title });
        await expect(heading).toBeVisible();
        await expect(heading.getByRole('button', { name: title, expanded: false })).toBeVisible();
        // Chromium's own accessibility tree: a level 4 heading and a collapsed button, both named by the title.
        expect(await axHeadings(page, title, '[data-example="accordion"]')).toEqual([4]);
        expect(await axExpandables(page, title, '[data-example="accordion"]')).toEqual(oneButton(false));
      }
    });

    test('APG: the button has aria-expanded and aria-controls its panel, a region labelled by the button', async ({
      page,
    }) => {
      await page.goto(path);
      const section = example(page, 'accordion');
      await hydrated(section);
      const button = itemButton(section, 'Extras cover');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(section.getByRole('region', { name: 'Extras cover' })).toHaveText(/dental, optical/);
      await expect
        .poll(() => axExpandables(page, 'Extras cover', '[data-example="accordion"]'))
        .toEqual(oneButton(true));
      await expect.poll(() => rotation(button)).toBe(halfTurn);
    });

    test('APG: Enter and Space toggle an item and focus stays on its button; Tab goes on to the next header', async ({
      page,
    }) => {
      await page.goto(path);
      const section = example(page, 'accordion');
      await hydrated(section);
      const hospital = itemButton(section, 'Hospital cover');
      const body = section.getByText(/stay as a private patient/);
      await hospital.focus();
      await page.keyboard.press('Enter');
      await expect(body).toBeVisible();
      await page.keyboard.press('Space');
      await expect(body).toBeHidden();
      await expect(hospital).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(itemButton(section, 'Extras cover')).toBeFocused();
    });

    test('an accordion does not shift when the page hydrates', async ({ page }) => {
      // Scripts held back: the server HTML as a visitor sees it before hydration (scripting is still on).
      await page.route(/\.js($|\?)/, (route) => route.abort());
      await page.goto(path);
      const before = await example(page, 'accordion').boundingBox();
      await page.unroute(/\.js($|\?)/);
      await page.goto(path);
      await hydrated(example(page, 'accordion'));
      const after = await example(page, 'accordion').boundingBox();
      expect(after?.height).toBe(before?.height);
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

test.describe('accordion items', () => {
  test('a find-in-page match opens the closed item that holds it (hidden until found)', async ({ page }) => {
    await page.goto(path);
    const section = example(page, 'accordion');
    await hydrated(section);
    const button = itemButton(section, 'Ambulance cover');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    // A text fragment goes through the browser's find in page: it reveals the panel and fires beforematch.
    await page.evaluate(() => {
      location.hash = `:~:text=${encodeURIComponent('emergency ambulance transport')}`;
    });
    await expect(section.getByText(/emergency ambulance/)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('printed, every closed item shows its content', async ({ page }) => {
    await page.goto(path);
    await hydrated(example(page, 'accordion'));
    await page.emulateMedia({ media: 'print' });
    await expect(example(page, 'accordion').getByText(/emergency ambulance/)).toBeVisible();
  });

  test('the chevron turns without a transition under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    const chevron = itemButton(example(page, 'accordion'), 'Hospital cover').locator('svg');
    const seconds = await chevron.evaluate((svg) => parseFloat(getComputedStyle(svg).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  });
});

test.describe('accordion items with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('show every panel under its heading, as the buttons cannot toggle', async ({ page }) => {
    await page.goto(path);
    const section = example(page, 'accordion');
    await expect(section.getByRole('heading', { level: 4, name: 'Hospital cover' })).toBeVisible();
    for (const text of [/stay as a private patient/, /dental, optical/, /emergency ambulance/]) {
      await expect(section.getByText(text)).toBeVisible();
    }
  });
});
