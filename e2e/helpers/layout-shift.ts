// What the browser counted as layout shifts: the entries Cumulative Layout Shift adds up.
import type { Page } from '@playwright/test';

/** Layout shifts not caused by input since the page started loading (the CLS entries). */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) values.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own; a page with no shift reports none.
        setTimeout(() => resolve(values), 500);
      }),
  );
}
