// A ref for an element whose code should come once the visitor scrolls near it, rather than with the page:
// `onNear` is called when the element first comes within `rootMargin` of the viewport (at once where the browser
// has no IntersectionObserver). With useImportOnWant, whose `want` it is given, this is the site's one way to load
// a part of a page on sight.
import { useCallback } from 'react';
import type { RefCallback } from 'react';

export function useNearViewport<T extends Element>(onNear: () => void, rootMargin = '200px'): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        onNear();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          onNear();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onNear, rootMargin],
  );
}
