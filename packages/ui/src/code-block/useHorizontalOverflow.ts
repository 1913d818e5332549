// Whether an element's content is wider than the element, kept up to date as either is resized. Until it has
// measured (on the server, before hydration) it assumes the content overflows, so the region stays reachable.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
