// Links are plain anchors; one document-level listener makes a plain click on a link to another page of the site
// a client-side navigation (the page is not reloaded), and the next page's data is fetched on intent (pointer
// over, focus) rather than for every link in view.
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

// The app router's requests for a page's data (its RSC payload), not the page's HTML.
const isRouteData = (request: Request) =>
  request.resourceType() === 'fetch' &&
  (request.headers()['rsc'] === '1' || /\.txt(\?|$)/.test(request.url()));

function routeDataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isRouteData(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a plain click on a link to another page navigates without reloading the page', async ({ page }) => {
  await page.goto('/health-insurance');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Cover for couples/ })
    .click();
  await expect(page).toHaveURL(/\/health-insurance\/couples$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/couples/i);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/health-insurance$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('links in view fetch nothing until the visitor shows intent', async ({ page }) => {
  const requests = routeDataRequests(page);
  await page.goto('/health-insurance');
  await page.waitForLoadState('networkidle');
  expect(requests, 'route data fetched before any intent').toEqual([]);

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Cover for families/ })
    .hover();
  await expect.poll(() => requests.some((path) => path.includes('/health-insurance/family'))).toBe(true);

  const ambulance = page.getByRole('main').getByRole('link', { name: /^Ambulance cover/ });
  await ambulance.focus();
  await expect.poll(() => requests.some((path) => path.includes('/health-insurance/ambulance'))).toBe(true);
});

test('a jump within the page is left to the browser', async ({ page }) => {
  await page.goto('/health-insurance');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A fragment on the same page is the browser's: the skip link moves focus to the main content.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page).toHaveURL(/\/health-insurance#main-content$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
