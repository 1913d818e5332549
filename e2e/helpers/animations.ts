// Waits for the page's transitions and animations that end (a dialog fading in, a drawer sliding in), never for a
// looping one: what a test measures or checks for contrast is then what stays on screen.
import type { Page } from '@playwright/test';

export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
