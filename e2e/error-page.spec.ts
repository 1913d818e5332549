// The error-page template: its style-guide examples (brand illustrations, generic icon, actions) and the site's
// real 404 page built from it, at phone and desktop widths, with axe.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { collectConsoleErrors } from './helpers/console';
import { VARIANT_IDS, variantConfigs } from '@ds/site/data';

for (const width of [375, 1440]) {
  test.describe(`Error page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the pattern page shows each brand’s illustration, the generic icon and the actions', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/patterns/error-page');
      const example = (title: string) =>
        page.getByRole('region', { name: title, exact: true }).locator('[data-image]');
      await expect(example('Brand image').locator('svg[data-illustration="main"]')).toBeVisible();
      await expect(
        example('Brand image of the second brand').locator('svg[data-illustration="gu"]'),
      ).toBeVisible();
      const icon = example('Generic icon');
      await expect(icon).toHaveAttribute('data-image', 'icon');
      await expect(icon.locator('svg')).toBeVisible();
      await expect(icon.locator('[data-illustration]')).toHaveCount(0);

      const actions = page.getByRole('region', { name: 'With actions', exact: true });
      await expect(actions.getByRole('heading', { level: 4 })).toHaveText(
        'Sorry, we couldn’t find that page',
      );
      await expect(actions.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expectNoAxeViolations(page);
      expect(errors, 'console errors, CSP violations included').toEqual([]);
    });

    test('the real 404 answers 404 with the template, its links and no error code', async ({ page }) => {
      const response = await page.goto('/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sorry, we couldn’t find that page');
      await expect(main.getByText('The page may have moved, or the address may be mistyped.')).toBeVisible();
      for (const [name, href] of [
        ['Search the site', '/search'],
        ['Get help', '/help'],
        ['Contact us', '/contact-us'],
        ['Go to the home page', '/'],
      ] as const) {
        await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      await expect(main.locator('svg[data-illustration="main"]')).toBeVisible();
      await expect(main).not.toContainText('404');

      // The way home works from the keyboard.
      await main.getByRole('link', { name: 'Go to the home page' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/$/);
    });

    test('the real 404 is axe clean', async ({ page }) => {
      await page.goto('/this-page-does-not-exist');
      await expectNoAxeViolations(page);
    });
  });
}

// A missing page under a variant's prefix is that variant's not-found page: its theme, header and footer, its
// own links home, to its contact page and to its own search page (the main one where it has none), and still 404.
for (const variant of VARIANT_IDS) {
  const { pathPrefix, homePath, theme, header, searchPath = '/search' } = variantConfigs[variant];
  const missing = `${pathPrefix}/anything-missing`;
  test(`${missing} is the ${variant} variant's not-found page, status 404`, async ({ page }) => {
    const errors = collectConsoleErrors(page, { expectedStatusFor: missing });
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.locator(`[data-variant="${variant}"][data-theme]`).first()).toHaveAttribute(
      'data-theme',
      theme,
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sorry, we couldn’t find that page');
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', homePath);
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `${pathPrefix}/contact-us`,
    );
    await expect(main.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', searchPath);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (header === 'default') {
      await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
    }
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    expect(errors, 'console errors, CSP violations included').toEqual([]);
  });
}

test('a not-found page is never served as a page of its own', async ({ request }) => {
  const response = await request.get('/gu/page-not-found');
  expect(response.status()).toBe(404);
});
