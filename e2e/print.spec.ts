// Print: black on white, the page content with the whole address of each link, the logo and the phone number,
// and none of the interactive chrome (search, call, login, menu, nav bar, footer site map). Checked with the
// print media type, in each header kind: the full header, the portal header and the logo-only header.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { siteOrigin } from '@ds/site/data';

const INK = 'rgb(0, 0, 0)';

async function printed(page: Page, path: string) {
  await page.goto(path);
  await page.emulateMedia({ media: 'print' });
}

const afterContent = (link: Locator) => link.evaluate((a) => getComputedStyle(a, '::after').content);

test.describe('print', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a page of the full header prints the logo, the phone number and the content, and no buttons', async ({
    page,
  }) => {
    await printed(page, '/health-insurance');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Larkspur Health home/ }).first()).toBeVisible();
    // The number itself, not the word 'Call', and only once.
    await expect(header.getByText('1300 975 707', { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(header.getByText('Call', { exact: true }).filter({ visible: true })).toHaveCount(0);
    for (const name of [/^Search/, /^Login/, /^Get a quote/, /^Join/]) {
      for (const control of await header.getByRole('link', { name }).all())
        await expect(control).toBeHidden();
      for (const control of await header.getByRole('button', { name }).all())
        await expect(control).toBeHidden();
    }
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('navigation')).toHaveCount(await header.getByRole('navigation').count());
    for (const nav of await header.getByRole('navigation').all()) await expect(nav).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();

    // Content prints in ink on paper, and each link is followed by its whole address.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCSS('color', INK);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const hospital = main.getByRole('link', { name: /^Hospital cover\b/ }).first();
    expect(await afterContent(hospital)).toBe(`" (${siteOrigin.main}/health-insurance/hospital)"`);
  });

  test('the footer prints the contact details and social accounts in ink, without its site map', async ({
    page,
  }) => {
    await printed(page, '/health-insurance');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Health insurance' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Compare health insurance' })).toBeHidden();
    await expect(footer.getByRole('list', { name: /legal/i })).toBeHidden();
    const phone = footer.getByRole('link', { name: '1300 975 707' }).first();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveCSS('color', INK);
    const social = footer
      .getByRole('list', { name: /social/i })
      .getByRole('link')
      .first();
    await expect(social).toBeVisible();
    await expect(social).toHaveCSS('color', INK);
    await expect(footer.getByText(/© \d{4}/)).toHaveCSS('color', INK);
  });

  test('a link drawn as a button prints as a link with its address', async ({ page }) => {
    await printed(page, '/gu/anything-missing');
    const home = page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveCSS('padding-top', '0px');
    await expect(home).toHaveCSS('text-decoration-line', 'underline');
    expect(await afterContent(home)).toBe(`" (${siteOrigin.gu}/gu)"`);
    await expect(
      page.getByRole('banner').getByText('1300 975 710', { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
  });

  test('a cover’s name over its card prints without its address; the card’s own links print theirs', async ({
    page,
  }) => {
    await printed(page, '/health-insurance/hospital');
    const heading = page.getByRole('main').getByRole('heading', { name: 'Basic Saltbush Hospital' });
    expect(await afterContent(heading.getByRole('link'))).toBe('none');
    const seeAll = page.getByRole('main').getByRole('link', { name: 'See all of Basic Saltbush Hospital' });
    expect(await afterContent(seeAll)).toMatch(/^" \(.*\/health-insurance\/hospital\/.+\)"$/);
  });

  test('the portal header prints its logo alone', async ({ page }) => {
    await printed(page, '/providers');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home/ }).first()).toBeVisible();
    for (const link of await header.getByRole('link').all()) {
      if (!/home/.test((await link.getAttribute('aria-label')) ?? '')) await expect(link).toBeHidden();
    }
    await expect(header.getByRole('button')).toHaveCount(await header.getByRole('button').count());
    for (const button of await header.getByRole('button').all()) await expect(button).toBeHidden();
  });

  test('a collapsed expander prints open', async ({ page }) => {
    await printed(page, '/components/accordion');
    const example = page.locator('[data-example="collapsed"] [data-frame]');
    await expect(example.getByText(/before you can claim/)).toBeVisible();
  });

  test('a journey’s step prints what it asks, without Back and Continue', async ({ page }) => {
    await page.goto('/health-insurance/join/welcome');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: /^Step 1 of 5/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeHidden();
  });

  test('a page prints to PDF', async ({ page }) => {
    await page.goto('/health-insurance');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
