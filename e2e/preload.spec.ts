// Preload only what the page uses: Chromium warns about a preloaded resource still unused a few seconds after
// the load event ('preloaded using link preload but not used'). Checked on a page of each header kind and a
// style-guide page, after a client-side navigation too, waiting past Chromium's own three-second grace.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const UNUSED_PRELOAD = /preloaded using link preload but not used/;
const PAST_THE_GRACE_MS = 3500;

function collectUnusedPreloads(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

for (const path of ['/', '/providers', '/components/tabs']) {
  test(`${path} preloads nothing it does not use`, async ({ page }) => {
    const warnings = collectUnusedPreloads(page);
    await page.goto(path, { waitUntil: 'load' });
    // Chromium's check is itself a timer after the load event: waiting for it is the only way to see it.
    await page.waitForTimeout(PAST_THE_GRACE_MS);
    expect(warnings).toEqual([]);
  });
}

test('a client-side navigation preloads nothing it does not use', async ({ page }) => {
  const warnings = collectUnusedPreloads(page);
  await page.goto('/health-insurance', { waitUntil: 'load' });
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Cover for singles/ })
    .click();
  await expect(page).toHaveURL(/\/health-insurance\/singles$/);
  await page.waitForTimeout(PAST_THE_GRACE_MS);
  expect(warnings).toEqual([]);
});
