// What the carousel's controls, slides and status need from Embla, as a store React can subscribe to
// (useSyncExternalStore): which way it can scroll, which slides are in view, and which were in view when it
// last came to rest (so the status speaks once per move, not at every frame of a swipe).
import type { EmblaCarouselType, EmblaEventType } from 'embla-carousel';

export interface CarouselSnapshot {
  canScrollPrev: boolean;
  canScrollNext: boolean;
  /** Slides at least half in view now (zero-based, ascending); every other slide is inert. Empty until measured. */
  inView: readonly number[];
  /** The slides in view when the carousel last came to rest: what the status message announces. */
  shown: readonly number[];
  /** How many slides the carousel holds. */
  count: number;
}

export interface CarouselStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CarouselSnapshot;
}

export const idleSnapshot: CarouselSnapshot = {
  canScrollPrev: false,
  canScrollNext: false,
  inView: [],
  shown: [],
  count: 0,
};

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function sameSnapshot(a: CarouselSnapshot, b: CarouselSnapshot): boolean {
  return (
    a.canScrollPrev === b.canScrollPrev &&
    a.canScrollNext === b.canScrollNext &&
    a.count === b.count &&
    sameList(a.inView, b.inView) &&
    sameList(a.shown, b.shown)
  );
}

const UPDATE_EVENTS: EmblaEventType[] = ['init', 'reInit', 'select', 'slidesInView', 'resize'];

export function createCarouselStore(api: EmblaCarouselType): CarouselStore {
  let snapshot = idleSnapshot;
  // True from the first frame of a scroll or drag until Embla settles.
  let moving = false;

  function read(): CarouselSnapshot {
    const inView = [...api.slidesInView()].sort((a, b) => a - b);
    return {
      canScrollPrev: api.canScrollPrev(),
      canScrollNext: api.canScrollNext(),
      inView,
      shown: moving ? snapshot.shown : inView,
      count: api.slideNodes().length,
    };
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const update = () => {
        const next = read();
        if (sameSnapshot(next, snapshot)) return;
        snapshot = next;
        listener();
      };
      const start = () => {
        moving = true;
      };
      const settle = () => {
        moving = false;
        update();
      };
      for (const event of UPDATE_EVENTS) api.on(event, update);
      api.on('scroll', start).on('pointerDown', start).on('settle', settle);
      // Catch up with anything that happened before React subscribed.
      update();
      return () => {
        for (const event of UPDATE_EVENTS) api.off(event, update);
        api.off('scroll', start).off('pointerDown', start).off('settle', settle);
      };
    },
  };
}
