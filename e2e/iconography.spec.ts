// The icon browser and the icon pages: filtering by text and category (the filter in the URL, so a shared link,
// a reload and Back restore it), the empty message, the count announced, keyboard use, axe; an icon page's sizes,
// details, uses and import line; the tiles drawn from the icons' sprite in the theme's colours.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';

const PATH = '/foundations/iconography';

const tile = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });
// The browser's result line (the code block's copy message is a status too).
const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /icons? (found|were found)|Showing/ });

/** The filter works once the script runs: the controls are enabled then. */
async function ready(page: Page) {
  await expect(searchBox(page)).toBeEnabled();
}

/** The colours a screenshot of `target` holds, as #rrggbb, with how many pixels have each. */
async function drawnColours(target: Locator): Promise<Map<string, number>> {
  const { data, info } = await sharp(await target.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const hex = `#${[0, 1, 2].map((c) => data[i + c]!.toString(16).padStart(2, '0')).join('')}`;
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return counts;
}

test('the browser draws each tile from the sprite: a System icon in the heading colour, a Graphic one in the brand and accent colours', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PATH);
  const theme = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const token = (name: string) => root.getPropertyValue(name).trim().toLowerCase();
    return {
      heading: token('--color-text-heading'),
      brand: token('--color-brand-primary'),
      accent: token('--color-accent'),
    };
  });
  const system = await drawnColours(tile(page, 'Search').locator('svg'));
  expect(system.get(theme.heading) ?? 0).toBeGreaterThan(10);
  const graphic = await drawnColours(tile(page, 'Dental Care Graphic').locator('svg'));
  // The backdrop is a filled shape; the lines are strokes over it.
  expect(graphic.get(theme.accent) ?? 0).toBeGreaterThan(200);
  expect(graphic.get(theme.brand) ?? 0).toBeGreaterThan(10);
  expect(errors).toEqual([]);
});

test('the icons’ words come when the visitor first filters, not with the page; a failed load says so, and the next change tries again', async ({
  page,
}) => {
  await page.goto(PATH);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // The scripts the page asks for from now on (the words, wanted when focus enters the filter) fail.
  const failed: string[] = [];
  await page.route('**/_next/static/chunks/*.js', (route) => {
    failed.push(route.request().url());
    return route.abort();
  });
  await searchBox(page).fill('dental');
  await expect(page.getByRole('status').filter({ hasText: 'could not be filtered' })).toHaveText(
    'The icons could not be filtered: the page could not load their words. Check your connection, then type again.',
  );
  expect(failed).not.toEqual([]);
  await expect(tile(page, 'Phone')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('dental');

  // Back online, the next change loads them.
  await page.unrouteAll();
  await searchBox(page).fill('dental care');
  await expect(status(page)).toHaveText(/^\d+ icons? found for “dental care”$/);
  await expect(tile(page, 'Dental Care Graphic')).toBeVisible();
  await expect(tile(page, 'Phone')).toBeHidden();
});

for (const width of [375, 1440]) {
  test.describe(`icon browser at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('typing filters by name, category and usage words, and the count is announced', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(PATH);
      await ready(page);
      await expect(status(page)).toHaveText(/^Showing all \d{3} icons$/);
      await expect(tile(page, 'Phone')).toBeVisible();

      await searchBox(page).fill('dental');
      await expect(status(page)).toHaveText(/^\d+ icons? found for “dental”$/);
      await expect(tile(page, 'Dental Care Graphic')).toBeVisible();
      await expect(tile(page, 'Phone')).toBeHidden();
      await expect(page).toHaveURL(/[?&]q=dental/);
      // A category with no match is hidden whole, heading included.
      await expect(page.getByRole('heading', { level: 3, name: 'Transport' })).toBeHidden();

      await searchBox(page).fill('opening hours');
      await expect(tile(page, 'Clock')).toBeVisible();
      await expect(tile(page, 'Dental Care Graphic')).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('the category drop-down shows one category, and both filters combine', async ({ page }) => {
      await page.goto(PATH);
      await ready(page);
      await categorySelect(page).selectOption({ label: 'Contact' });
      await expect(page).toHaveURL(/[?&]category=contact/);
      await expect(page.getByRole('heading', { level: 3, name: 'Contact' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Actions' })).toBeHidden();
      await expect(tile(page, 'Phone')).toBeVisible();
      await expect(tile(page, 'Search')).toBeHidden();

      await searchBox(page).fill('mail');
      await expect(tile(page, 'Mail')).toBeVisible();
      await expect(tile(page, 'Phone')).toBeHidden();

      await categorySelect(page).selectOption({ label: 'All categories' });
      await expect(page).not.toHaveURL(/category=/);
      await expect(tile(page, 'Mail')).toBeVisible();
    });

    test('a shared link restores the filter, and a reload keeps it', async ({ page }) => {
      await page.goto(`${PATH}?q=phone&category=contact`);
      await ready(page);
      await expect(searchBox(page)).toHaveValue('phone');
      await expect(categorySelect(page)).toHaveValue('contact');
      await expect(tile(page, 'Phone')).toBeVisible();
      await expect(tile(page, 'Mail')).toBeHidden();
      await expect(page.getByRole('heading', { level: 3, name: 'Health care' })).toBeHidden();

      await page.reload();
      await ready(page);
      await expect(searchBox(page)).toHaveValue('phone');
      await expect(tile(page, 'Mail')).toBeHidden();
    });

    test('nothing found shows the empty message and no icons', async ({ page }) => {
      await page.goto(PATH);
      await ready(page);
      await searchBox(page).fill('zzqx');
      await expect(status(page)).toHaveText('Sorry, no icons were found for your search');
      await expect(page.locator('[data-icon-name]:visible')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('markup typed in the box is only text, and a long query never breaks the page', async ({ page }) => {
      await page.goto(`${PATH}?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      await ready(page);
      await expect(searchBox(page)).toHaveValue('<img src=x onerror=alert(1)>');
      await expect(status(page)).toHaveText('Sorry, no icons were found for your search');
      await expect(page.locator('main img')).toHaveCount(0);
      await page.goto(`${PATH}?q=${'heart '.repeat(200)}`);
      await ready(page);
      await expect(searchBox(page)).toHaveValue(/^(heart ){16}hear$/);
      await expect(tile(page, 'Heart Pulse')).toBeVisible();
    });

    test('an icon opens its page, and Back returns to the same filter', async ({ page }) => {
      await page.goto(PATH);
      await ready(page);
      await searchBox(page).fill('stethoscope');
      await tile(page, 'Stethoscope').click();
      await expect(page).toHaveURL(`${PATH}/system-icons/stethoscope`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stethoscope');
      await page.goBack();
      await ready(page);
      await expect(searchBox(page)).toHaveValue('stethoscope');
      await expect(tile(page, 'Stethoscope')).toBeVisible();
      await expect(tile(page, 'Phone')).toBeHidden();
    });
  });
}

test.describe('icon browser by keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the search box, the category and the icons are reached and used with the keyboard alone', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);
    await searchBox(page).focus();
    await page.keyboard.type('map');
    await expect(tile(page, 'Map Pin')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(categorySelect(page)).toBeFocused();
    await page.keyboard.press('Tab');
    // The first visible icon is next: hidden tiles are out of the tab order.
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /\/foundations\/iconography\/(system|graphic)-icons\//);
    await expect(focused).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/foundations\/iconography\/(system|graphic)-icons\//);
  });
});

for (const width of [375, 1440]) {
  test.describe(`icon pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a System icon page shows every size, its details, uses and import line with a copy button', async ({
      page,
    }) => {
      // The SPEC writes icon paths with a trailing slash; both forms answer.
      await page.goto(`${PATH}/system-icons/chevron-down/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chevron Down');
      const sizes = page.getByRole('region', { name: 'Sizes', exact: true });
      for (const size of [16, 20, 24, 32, 48, 64]) {
        await expect(sizes.getByText(`${size}px`, { exact: true })).toBeVisible();
        await expect(sizes.locator(`svg[width="${size}"]`)).toHaveCount(1);
      }
      const details = page.getByRole('region', { name: 'Details', exact: true });
      await expect(details.getByText('ChevronDownIcon')).toBeVisible();
      await expect(details.getByText('Navigation', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Usage', exact: true }).getByRole('listitem').first(),
      ).toBeVisible();
      const importSection = page.getByRole('region', { name: 'Import', exact: true });
      await expect(importSection).toContainText("import { ChevronDownIcon } from '@ds/icons';");
      await expect(importSection.getByRole('button', { name: /Copy/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a Graphic icon page draws it in two theme colours and links back to its category', async ({
      page,
    }) => {
      await page.goto(`${PATH}/graphic-icons/dental-care`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dental Care');
      const icon = page.getByRole('region', { name: 'Sizes', exact: true }).locator('svg[width="128"]');
      const colours = await icon.evaluate((svg) => {
        const lines = svg.querySelector('g')!;
        const backdrop = svg.querySelector('g')!.previousElementSibling!;
        const root = getComputedStyle(document.documentElement);
        return {
          lines: getComputedStyle(lines).color,
          backdrop: getComputedStyle(backdrop).fill,
          brand: root.getPropertyValue('--color-brand-primary').trim(),
          accent: root.getPropertyValue('--color-accent').trim(),
        };
      });
      const rgb = (hex: string) =>
        `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      expect(colours.lines).toBe(rgb(colours.brand));
      expect(colours.backdrop).toBe(rgb(colours.accent));
      await page.getByRole('link', { name: 'All Health care icons' }).click();
      await expect(page).toHaveURL(`${PATH}?category=health-care`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 3, name: 'Actions' })).toBeHidden();
      await expect(tile(page, 'Dental Care Graphic')).toBeVisible();
    });
  });
}
