// A slower processor for the rest of a test: Chromium's CPU throttling, as Lighthouse's mobile runs use (4x) or
// slower, to let the parser yield partway through a page as it does on a slow phone.
import type { Page } from '@playwright/test';

export async function slowDownProcessor(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
