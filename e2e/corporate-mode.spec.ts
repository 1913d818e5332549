// Corporate mode: ?corporate=true swaps every standard number for the corporate one, a cookie remembers
// it across pages, ?corporate=false leaves it, and the standard number is never painted first.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const STANDARD = 'tel:1300975707';
const CORPORATE = 'tel:1300975708';

async function visibleTelHrefs(page: Page) {
  return page
    .locator('a[href^="tel:"]:visible')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

for (const width of [1440, 375]) {
  test.describe(`corporate mode at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('swaps the head-office number in header and footer, and is remembered', async ({ page }) => {
      await page.goto('/');
      expect(await visibleTelHrefs(page)).toContain(STANDARD);
      expect(await visibleTelHrefs(page)).not.toContain(CORPORATE);

      await page.goto('/?corporate=true');
      let hrefs = await visibleTelHrefs(page);
      expect(hrefs).toContain(CORPORATE);
      expect(hrefs).not.toContain(STANDARD);

      await page.goto('/help');
      hrefs = await visibleTelHrefs(page);
      expect(hrefs).toContain(CORPORATE);
      expect(hrefs).not.toContain(STANDARD);

      await page.goto('/?corporate=false');
      expect(await visibleTelHrefs(page)).toContain(STANDARD);
      expect(await visibleTelHrefs(page)).not.toContain(CORPORATE);
    });
  });
}

test('the corporate number is in place before any script of the page runs', async ({ page, context }) => {
  await context.addCookies([{ name: 'corporate', value: '1', url: 'http://127.0.0.1' }]);
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/');
  const hrefs = await visibleTelHrefs(page);
  expect(hrefs).toContain(CORPORATE);
  expect(hrefs).not.toContain(STANDARD);
});

test('variants without a corporate number keep their own number', async ({ page }) => {
  await page.goto('/foundation?corporate=true');
  expect(await visibleTelHrefs(page)).toContain('tel:1800975708');
});
