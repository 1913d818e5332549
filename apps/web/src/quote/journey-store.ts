'use client';
// The visitor's answers, kept for the tab (a session store), so a reload, Back and Forward find them again.
import { createSessionStore } from '@ds/ui/hooks';
import { withChange } from '../journeys/answers-change';
import { emptyAnswers } from './journey';
import type { AdultAnswers, JourneyAnswers } from './journey';

// v2: each adult's cover history is asked as months and breaks rather than an age. A stored copy from an older
// shape keeps what still fits and takes the defaults for the rest.
const store = createSessionStore<JourneyAnswers>('quote-journey:v2', emptyAnswers, (stored) => ({
  ...emptyAnswers,
  ...(stored as Partial<JourneyAnswers>),
}));
const read = store.read;

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved quote. */
export function updateAnswers(change: Partial<JourneyAnswers>): void {
  store.write(withChange(read(), change, { savedQuoteId: '' }));
}

/** Changes what one adult (0: the visitor, 1: their partner) answered. */
export function updateAdult(index: number, change: Partial<AdultAnswers>): void {
  const adults = [...read().adults] as JourneyAnswers['adults'];
  adults[index] = { ...adults[index]!, ...change };
  updateAnswers({ adults });
}

/** Forgets every answer (a new quote). */
export function clearAnswers(): void {
  updateAnswers(emptyAnswers);
}

/** The answers now, outside a render (what an effect acts on; a render reads useJourneyAnswers). */
export const readAnswers = (): JourneyAnswers => read();

export function useJourneyAnswers(): JourneyAnswers {
  return store.useValue();
}
