'use client';
// Whether an element's content is wider than the element, kept up to date as either changes size.
// 'unknown' until the browser has measured (on the server and before hydration).
import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

export type HorizontalOverflow = 'unknown' | 'overflowing' | 'fits';

export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>('unknown');

  // Measured in a layout effect, before the browser paints or takes a key press: a table mounted in a tab panel was
  // briefly a tab stop until the observer's first report, and a Tab pressed in that moment lost focus with it.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A pixel of slack: the two widths are rounded separately and can differ by one when nothing is hidden.
    const measure = () => setOverflow(element.scrollWidth - element.clientWidth > 1 ? 'overflowing' : 'fits');
    measure();
    const observer = new ResizeObserver(measure);
    // The element's own size changes with the viewport; its content's with the data in it.
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return overflow;
}
