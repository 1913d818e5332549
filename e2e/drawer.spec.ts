// The small header and the navigation drawer below xl: open, expand, follow a link, close three ways,
// focus return, and items hidden from the drawer.
import { expect, test } from '@playwright/test';
import { settleAnimations } from './helpers/animations';
import { axExpandables, expanderSummary, oneSummary } from './helpers/expander';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('small header and drawer at 375px', () => {
  for (const [width, path] of [
    [320, '/'],
    [360, '/'],
    [320, '/providers'],
  ] as const) {
    test(`the small header of ${path} fits a ${width}px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      const menu = page.getByRole('button', { name: 'Menu' });
      const box = await menu.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('shows logo, search, call and Menu, and hides the desktop nav bar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Larkspur Health home/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:1300975707');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling at 375px').toBeLessThanOrEqual(0);
  });

  test('opens as a dialog named Navigation with Get a quote and Close menu; focus moves in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/health-insurance/join/welcome',
    );
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  });

  test('expands and collapses a section, turning its chevron', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    // A section is an Expander: a <summary> that Chromium exposes as an expandable button.
    const section = expanderSummary(drawer, 'Health insurance');
    expect(await axExpandables(page, 'Health insurance', 'dialog[open]')).toEqual(oneSummary(false));
    // The section's title is shown, not only announced.
    const titleBox = await section.getByText('Health insurance').boundingBox();
    expect(titleBox?.width ?? 0).toBeGreaterThan(40);
    await section.click();
    await expect
      .poll(() => axExpandables(page, 'Health insurance', 'dialog[open]'))
      .toEqual(oneSummary(true));
    const chevron = section.locator('svg');
    await expect.poll(() => chevron.evaluate((svg) => getComputedStyle(svg).transform)).not.toBe('none');
    await expect(drawer.getByText('Cover for you')).toBeVisible();
    await section.click();
    await expect
      .poll(() => axExpandables(page, 'Health insurance', 'dialog[open]'))
      .toEqual(oneSummary(false));
  });

  test('following a link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expanderSummary(drawer, 'Health insurance').click();
    await expanderSummary(drawer, 'Cover for you').click();
    await expect.poll(() => axExpandables(page, 'Cover for you', 'dialog[open]')).toEqual(oneSummary(true));
    await drawer
      .getByRole('link', { name: /Singles/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/health-insurance\/singles$/);
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  });

  test('Back after a client-side navigation closes the open menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get a quote' }).click();
    await expect(page).toHaveURL(/\/health-insurance\/join\/welcome$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  });

  test('the page behind the open menu does not scroll, and scrolls again once it is closed', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 700);
    await page.mouse.wheel(0, 600);
    // Give a scroll the time to happen (it would be instant: smooth scrolling is off in headless Chromium).
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('at 320px the menu’s Get a quote and Close menu buttons each stay on one line', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    // Measured where the drawer comes to rest: while it slides in, its text's boxes move between two readings.
    await expect(drawer).toBeVisible();
    await settleAnimations(page);
    for (const control of [
      drawer.getByRole('link', { name: 'Get a quote' }),
      drawer.getByRole('button', { name: 'Close menu' }),
    ]) {
      // The lines its words take: one rectangle per line for each piece of text in it.
      const lines = await control.evaluate((element) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top / 4));
        }
        return tops.size;
      });
      expect(lines).toBe(1);
      // Nothing of it is cut off: its content fits its box, and its box fits the drawer.
      expect(await control.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const box = await control.boundingBox();
      const drawerBox = await drawer.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        // ... inside the drawer's own padding, not over its edge.
        (drawerBox?.x ?? 0) + (drawerBox?.width ?? 0) - 8,
      );
    }
  });

  test('every item of the main menu list, link or section, has a divider under it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Find a provider' })).toBeVisible();
    // The list that holds 'Find a provider' beside the expandable sections.
    const items = drawer
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Find a provider', exact: true }) })
      .locator('xpath=..')
      .locator(':scope > li > *');
    expect(await items.count()).toBeGreaterThan(3);
    const borders = await items.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).borderBottomWidth),
    );
    expect(
      borders.every((width) => width === '1px'),
      borders.join(', '),
    ).toBe(true);
  });

  test('Close menu closes it and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('Escape ends the focus trap, closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a click outside closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    // Wait for the slide-in to finish, then click the strip of page left visible beside it.
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(30);
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });

  test('Tab stays inside the open drawer and wraps around', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const quote = drawer.getByRole('link', { name: 'Get a quote' });
    await expect(quote).toBeFocused();
    let wrapped = false;
    for (let i = 0; i < 40 && !wrapped; i += 1) {
      await page.keyboard.press('Tab');
      // Chromium may pass through its own toolbar (the document body) between the last and first control.
      const where = await drawer.evaluate((dialog) =>
        dialog.contains(document.activeElement)
          ? 'inside'
          : document.activeElement === document.body
            ? 'body'
            : 'page',
      );
      expect(where).not.toBe('page');
      wrapped = i > 0 && (await quote.evaluate((el) => el === document.activeElement));
    }
    expect(wrapped, 'focus came back round to the first control').toBe(true);
  });

  test('the variants without quotes hide Get a quote', async ({ page }) => {
    await page.goto('/foundation');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Get a quote' })).toHaveCount(0);
  });
});
