// What the carousel's controls, slides and status need from Embla, as a store React can subscribe to
// (useSyncExternalStore): which way it can scroll, which slides are in view, and which slides the status
// announces. The status waits until the slides in view have stopped changing, so a swipe past several
// slides is announced once, where it stops, not at every slide it passes.
import type { EmblaCarouselType, EmblaEventType } from 'embla-carousel';

export interface CarouselSnapshot {
  canScrollPrev: boolean;
  canScrollNext: boolean;
  /** Slides at least half in view now (zero-based, ascending); every other slide is inert. Empty until measured. */
  inView: readonly number[];
  /** The slides the status message announces: those in view once they have held still for a moment. */
  shown: readonly number[];
  /** How many slides the carousel holds. */
  count: number;
}

export interface CarouselStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CarouselSnapshot;
}

/**
 * How long the slides in view must stay the same before the status announces them. Crossings during a glide
 * come well under this apart; Embla's own 'settle' event waits for the last sub-pixel of the glide (over a
 * second), and never comes after an instant jump, so it is not used.
 */
export const STATUS_DELAY_MS = 250;

export const idleSnapshot: CarouselSnapshot = {
  canScrollPrev: false,
  canScrollNext: false,
  inView: [],
  shown: [],
  count: 0,
};

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const EVENTS: EmblaEventType[] = ['init', 'reInit', 'select', 'slidesInView', 'resize'];

export function createCarouselStore(api: EmblaCarouselType): CarouselStore {
  let snapshot = idleSnapshot;
  let timer: ReturnType<typeof setTimeout> | undefined;

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const set = (next: CarouselSnapshot) => {
        snapshot = next;
        listener();
      };
      const announce = () => {
        timer = undefined;
        // Nothing measured (Embla re-measuring after a resize) is not worth announcing.
        if (snapshot.inView.length === 0 || sameList(snapshot.shown, snapshot.inView)) return;
        set({ ...snapshot, shown: snapshot.inView });
      };
      const update = () => {
        const inView = [...api.slidesInView()].sort((a, b) => a - b);
        const next: CarouselSnapshot = {
          canScrollPrev: api.canScrollPrev(),
          canScrollNext: api.canScrollNext(),
          inView: sameList(inView, snapshot.inView) ? snapshot.inView : inView,
          // The first measurement is announced at once (it is what the page opens with).
          shown: snapshot.shown.length === 0 ? inView : snapshot.shown,
          count: api.slideNodes().length,
        };
        const changed =
          next.canScrollPrev !== snapshot.canScrollPrev ||
          next.canScrollNext !== snapshot.canScrollNext ||
          next.count !== snapshot.count ||
          next.inView !== snapshot.inView ||
          !sameList(next.shown, snapshot.shown);
        if (next.inView !== snapshot.inView) {
          clearTimeout(timer);
          timer = setTimeout(announce, STATUS_DELAY_MS);
        }
        if (changed) set(next);
      };
      for (const event of EVENTS) api.on(event, update);
      // Catch up with anything that happened before React subscribed.
      update();
      return () => {
        clearTimeout(timer);
        for (const event of EVENTS) api.off(event, update);
      };
    },
  };
}
