// What the browser counted as layout shifts: the entries Cumulative Layout Shift adds up.
import type { Page } from '@playwright/test';

/** Layout shifts not caused by input since the page started loading (the CLS entries). */
export async function layoutShifts(page: Page, { within }: { within?: string } = {}): Promise<number[]> {
  return page.evaluate(
    (selector) =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            // Given a selector, only shifts of something inside what it matches.
            const inside = (node: Node | null) => node instanceof Element && node.closest(selector!) !== null;
            if (selector === undefined || entry.sources.some((source) => inside(source.node))) {
              values.push(entry.value);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own; a page with no shift reports none.
        setTimeout(() => resolve(values), 500);
      }),
    within,
  );
}
