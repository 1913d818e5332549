'use client';
// Whether an element's content is wider than the element, kept up to date as either changes size.
// 'unknown' until the browser has measured (on the server and before hydration).
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export type HorizontalOverflow = 'unknown' | 'overflowing' | 'fits';

export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>('unknown');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // A pixel of slack: the two widths are rounded separately and can differ by one when nothing is hidden.
      setOverflow(element.scrollWidth - element.clientWidth > 1 ? 'overflowing' : 'fits');
    });
    // The element's own size changes with the viewport; its content's with the data in it.
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return overflow;
}
