// The size of an element in CSS pixels, kept up to date as it resizes; `fallback` until it has been measured
// (on the server, and where there is no layout).
import { useEffect, useState, type RefObject } from 'react';

export interface Size {
  width: number;
  height: number;
}

export function useElementSize(ref: RefObject<Element | null>, fallback: Size): Size {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const width = Math.round(box.width);
      const height = Math.round(box.height);
      if (width > 0 && height > 0)
        setSize((current) =>
          current.width === width && current.height === height ? current : { width, height },
        );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
