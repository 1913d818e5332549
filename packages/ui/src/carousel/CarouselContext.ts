'use client';
// What a Carousel shares with its parts (slides, previous and next buttons); parts used outside one throw.
import { createContext, useContext } from 'react';
import type { EmblaViewportRefType } from 'embla-carousel-react';
import type { CarouselSnapshot } from './carousel-store';
import type { CarouselMessages } from './messages';

export interface CarouselContextValue {
  /** True once React runs in the browser: the server's HTML is a plain scrollable row. */
  enhanced: boolean;
  /** Hands the viewport element to Embla; attached only once enhanced. */
  viewportRef: EmblaViewportRefType;
  snapshot: CarouselSnapshot;
  scrollPrev: () => void;
  scrollNext: () => void;
  /** The carousel's words, defaults and overrides merged. */
  messages: CarouselMessages;
}

export const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The surrounding carousel; `part` names the caller in the developer error thrown outside a carousel. */
export function useCarousel(part: string): CarouselContextValue {
  const carousel = useContext(CarouselContext);
  if (!carousel) throw new Error(`${part} must be used within a Carousel.`);
  return carousel;
}
