// Stops the page behind an open modal from scrolling (mouse wheel, touch, keyboard), and gives it back where it
// was on close. Set through the CSSOM, which the CSP allows (unlike a style attribute in the HTML).
import { useEffect } from 'react';

export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}
