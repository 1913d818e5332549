// The server's HTML as a visitor on a slow connection meets it: drawn, taking keys and clicks, before the page's
// scripts have arrived to bring it alive.
import type { Page } from '@playwright/test';

/** Holds the page's script chunks back from now on; the function returned lets them through. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
