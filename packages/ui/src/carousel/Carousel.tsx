'use client';
// A row of slides that scrolls by swipe, buttons or keyboard (Embla), announcing which slides are in view.
// Before the page hydrates (and without JavaScript) it is a plain horizontally scrollable row.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ComponentPropsWithRef } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { createCarouselStore, idleSnapshot } from './carousel-store';
import { CarouselContext } from './CarouselContext';
import type { CarouselContextValue } from './CarouselContext';
import { withDefaultMessages } from '../messages';
import { defaultCarouselMessages, statusText } from './messages';
import type { CarouselMessages } from './messages';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useHydrated } from '../hooks';
import styles from './Carousel.module.css';

export type CarouselSlideSize = 'sm' | 'md';

/** SPEC defaults: slides align to the start, count as in view when half shown, and a hard swipe may skip snaps. */
export const carouselDefaults: EmblaOptionsType = {
  align: 'start',
  inViewThreshold: 0.5,
  skipSnaps: true,
  // No empty space after the last slide: the last snap shows the end of the row.
  containScroll: 'trimSnaps',
  watchFocus: scrollToFocusedSlideIfHidden,
};

/**
 * Tabbing onto a slide that is already wholly in view leaves the row where it is (embla would otherwise move
 * every focused slide to the start, so Tab shifts the row and Shift+Tab can no longer reach the slides before).
 * A slide partly out of view is scrolled in, so focus is never hidden.
 */
function scrollToFocusedSlideIfHidden(api: EmblaCarouselType, event: FocusEvent): boolean {
  const slide = event.currentTarget;
  if (!(slide instanceof Element)) return true;
  const box = slide.getBoundingClientRect();
  const view = api.rootNode().getBoundingClientRect();
  return box.left < view.left - 1 || box.right > view.right + 1;
}

/**
 * @rest {ComponentPropsWithRef<'section'>} Passed to the region; its children are CarouselSlides and the controls,
 * in the order they should be read.
 */
export interface CarouselProps extends Omit<ComponentPropsWithRef<'section'>, 'aria-roledescription'> {
  /** Accessible name of the carousel, e.g. "Member offers" (or pass `aria-labelledby`). */
  label?: string;
  /** md: one slide and a peek on phones, two on tablets, three from xl. sm: two, three, then four. */
  slideSize?: CarouselSlideSize;
  /**
   * The carousel's own words, any of them replaced: its status, the slides' and buttons' names, the roles it
   * announces (see `CarouselMessages`), e.g. `{ slideName: 'offer', slideNamePlural: 'offers' }`.
   */
  messages?: Partial<CarouselMessages>;
  /** Embla options over the defaults (align start, in-view threshold 0.5, skip snaps, trimmed snaps). */
  options?: EmblaOptionsType;
}

const subscribeToNothing = () => () => {};
const idle = () => idleSnapshot;

export function Carousel({
  label,
  slideSize = 'md',
  messages: messageOverrides,
  options,
  className,
  children,
  ...props
}: CarouselProps) {
  // False in the server's HTML and during hydration, so the first client render matches the server's.
  const enhanced = useHydrated();
  const messages = withDefaultMessages(defaultCarouselMessages, messageOverrides);
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ ...carouselDefaults, ...options });
  const store = useMemo(() => (api ? createCarouselStore(api) : null), [api]);
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? idle,
    idle,
  );

  // A swipe ends with a short glide to the nearest snap; with reduced motion it lands there at once.
  useEffect(() => {
    if (!api || !reducedMotion) return;
    const land = () => api.scrollTo(api.selectedScrollSnap(), true);
    api.on('pointerUp', land);
    return () => {
      api.off('pointerUp', land);
    };
  }, [api, reducedMotion]);

  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  const context = useMemo<CarouselContextValue>(
    () => ({
      enhanced,
      viewportRef,
      snapshot,
      scrollPrev,
      scrollNext,
      messages,
    }),
    [enhanced, viewportRef, snapshot, scrollPrev, scrollNext, messages],
  );

  const status = statusText(snapshot.shown, snapshot.count, messages);

  return (
    <CarouselContext.Provider value={context}>
      <section
        {...props}
        aria-label={label ?? props['aria-label']}
        aria-roledescription={messages.roleDescription}
        className={cx(styles.carousel, className)}
        data-size={slideSize}
        data-enhanced={enhanced ? '' : undefined}
      >
        <VisuallyHidden role="status">{status}</VisuallyHidden>
        {children}
      </section>
    </CarouselContext.Provider>
  );
}
