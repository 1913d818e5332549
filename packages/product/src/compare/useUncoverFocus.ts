'use client';
// What has focus is never hidden under a bar stuck to the foot of the screen (WCAG 2.2 2.4.11). The CSS scroll
// padding keeps the browser's own scrolling short of the bar's usual height, but the bar grows (long names
// wrapping at 320px, the reason a fourth cover was refused): then what took focus is scrolled up out from under
// it, by as much as it covers.
import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The space left between what has focus and the bar, in CSS pixels (about the focus ring and its offset). */
const GAP = 8;

export function useUncoverFocus(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      cancelAnimationFrame(frame);
      // Measured after the browser has scrolled to what took focus.
      frame = requestAnimationFrame(() => {
        const shelf = bar.current;
        if (!shelf || !(target instanceof Element) || shelf.contains(target)) return;
        const focused = target.getBoundingClientRect();
        const covering = shelf.getBoundingClientRect();
        const overlap = focused.bottom - covering.top;
        // Under the bar only while it overlaps (at rest after the last card, it covers nothing); never scrolled so
        // far that the top of what has focus leaves the screen.
        if (overlap <= 0 || focused.top >= covering.bottom) return;
        window.scrollBy({ top: Math.min(overlap + GAP, focused.top), behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', uncover);
    return () => {
      document.removeEventListener('focusin', uncover);
      cancelAnimationFrame(frame);
    };
  }, [bar]);
}
