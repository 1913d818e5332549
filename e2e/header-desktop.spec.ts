// The desktop header (from xl): ribbon, logo, phone, search, Login, call to action and the nav bar's
// disclosure dropdowns, driven by mouse and by keyboard.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { layoutShifts } from './helpers/layout-shift';
import { slowDownProcessor } from './helpers/processor';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Opens the home page and waits until the nav bar's script runs: before it, a focused trigger shows its panel (so
 * its links stay reachable without the script) and Tab goes into it.
 */
async function gotoAlive(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('ul[data-ready]')).toHaveCount(1);
}

test.describe('desktop header at 1440px', () => {
  test('shows the logo, phone, search, Login and Get a quote, and hides the small header', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Larkspur Health home/ })).toHaveAttribute('href', '/');
    const phone = banner.locator('a[href^="tel:"]:visible');
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute('href', 'tel:1300975707');
    await expect(banner.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/health-insurance/join/welcome',
    );
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('stays still while a slow processor parses the page: the first frame waits for the whole header', async ({
    page,
  }) => {
    // Eight times slower than this machine, the parser yields partway through the header; a frame drawn then
    // showed some of its links, which moved when the rest arrived (in 8 of 12 loads before the wait).
    await slowDownProcessor(page, 8);
    for (let load = 0; load < 3; load += 1) {
      await page.goto(load === 0 ? '/' : `/?load=${load}`);
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page, { within: 'header' })).toEqual([]);
    }
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await gotoAlive(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Health insurance' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Singles/ }).first()).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('clicking a hovered trigger keeps it open, and a link in the panel navigates', async ({ page }) => {
    await gotoAlive(page);
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health insurance' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await panel
      .getByRole('link', { name: /Singles/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/health-insurance\/singles$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keyboard (APG disclosure navigation): focus alone does not open; Enter and Space toggle', async ({
    page,
  }) => {
    await gotoAlive(page);
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health insurance' });
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab from a closed trigger goes to the next trigger, not into its panel', async ({
    page,
  }) => {
    await gotoAlive(page);
    const triggers = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]');
    await triggers.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(triggers.nth(1)).toBeFocused();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: an open panel stays open while focus is inside, Escape closes it and returns focus', async ({
    page,
  }) => {
    await gotoAlive(page);
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health insurance' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const panelId = await trigger.getAttribute('aria-controls');
    const focusInPanel = () =>
      page.evaluate((id) => document.getElementById(id ?? '')?.contains(document.activeElement), panelId);
    expect(await focusInPanel()).toBe(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: focus leaving an open panel closes it, and the trigger focus lands on stays closed', async ({
    page,
  }) => {
    await gotoAlive(page);
    const triggers = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]');
    const first = triggers.nth(0);
    const second = triggers.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // Shift+Tab leaves the second item for the first trigger: the second closes, the first stays closed.
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link in a panel closes it, by mouse and by keyboard, and focus moves to the new page', async ({
    page,
  }) => {
    await gotoAlive(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Health insurance' });
    await trigger.hover();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await panel
      .getByRole('link', { name: /Couples/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/health-insurance\/couples$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    const travel = nav.getByRole('button', { name: 'Travel insurance' });
    await travel.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/travel-insurance/);
    await expect(travel).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('Escape closes a panel opened by hover, wherever focus is', async ({ page }) => {
    await gotoAlive(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About us' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the focus ring on the dark nav bar is the inverse (white) ring', async ({ page }) => {
    await page.goto('/');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health insurance' });
    await trigger.focus();
    await expect(trigger).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
  });

  test('before any script runs, dropdowns open on hover, and on keyboard focus so their links stay reachable', async ({
    page,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Travel insurance' });
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(panel).toBeHidden();
    await trigger.focus();
    await expect(panel).toBeVisible();
  });

  test('a mega menu shows its call-out with calls to action', async ({ page }) => {
    await page.goto('/');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health insurance' });
    await trigger.hover();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toHaveAttribute('data-variation', 'megaMenu');
    await expect(panel.getByRole('complementary')).toBeVisible();
  });

  test('dropdown panels are 17rem wide and no wider than 30rem', async ({ page }) => {
    await page.goto('/');
    const dropdown = page.locator('[data-variation="dropdown"][id^="nav-panel-"]').first();
    const trigger = page.locator(`[aria-controls="${await dropdown.getAttribute('id')}"]`);
    await trigger.hover();
    const { width, maxWidth } = await dropdown.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      maxWidth: getComputedStyle(el).maxWidth,
    }));
    expect(width).toBe(17 * 16);
    expect(maxWidth).toBe(`${30 * 16}px`);
  });
});

test.describe('changing width', () => {
  test('a dialog open in the small header closes when the window grows past xl, leaving the page usable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health insurance' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('current page at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('links to the current page are marked aria-current, and move with client-side navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Find a provider' }).click();
    await expect(page).toHaveURL(/\/find-a-provider$/);
    await expect(nav.getByRole('link', { name: 'Find a provider' })).toHaveAttribute('aria-current', 'page');
    const current = await page
      .locator('header [aria-current="page"], footer [aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set(['/find-a-provider']));
  });
});

test.describe('current section at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the dropdown button of the section holding the current page is marked, and moves with navigation', async ({
    page,
  }) => {
    await page.goto('/health-insurance/couples');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const health = nav.getByRole('button', { name: 'Health insurance' });
    const travel = nav.getByRole('button', { name: 'Travel insurance' });
    await expect(health).toHaveAttribute('aria-current', 'true');
    await expect(travel).not.toHaveAttribute('aria-current');
    await expect(health).not.toHaveCSS('border-bottom-color', 'rgba(0, 0, 0, 0)');

    await travel.hover();
    await nav
      .getByRole('link', { name: /^Domestic/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/travel-insurance\/plans\/domestic$/);
    await expect(travel).toHaveAttribute('aria-current', 'true');
    await expect(health).not.toHaveAttribute('aria-current');
  });
});
