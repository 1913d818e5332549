'use client';
// The visitor's travel quote answers, kept for the tab (a session store), so a reload, Back and Forward find them.
import { createSessionStore } from '@ds/ui/hooks';
import { withChange } from '../journeys/answers-change';
import { emptyTravelAnswers } from './journey';
import type { TravelJourneyAnswers } from './journey';

const store = createSessionStore<TravelJourneyAnswers>(
  'travel-quote-journey:v1',
  emptyTravelAnswers,
  (stored) => ({ ...emptyTravelAnswers, ...(stored as Partial<TravelJourneyAnswers>) }),
);
const read = store.read;

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved quote. */
export function updateTravelAnswers(change: Partial<TravelJourneyAnswers>): void {
  store.write(withChange(read(), change, { savedId: '' }));
}

/** Changes one traveller's typed age. */
export function updateTravellerAge(index: number, age: string): void {
  const ages = [...read().ages];
  ages[index] = age;
  updateTravelAnswers({ ages });
}

/** Forgets every answer (a new quote). */
export function clearTravelAnswers(): void {
  updateTravelAnswers(emptyTravelAnswers);
}

export function useTravelAnswers(): TravelJourneyAnswers {
  return store.useValue();
}
