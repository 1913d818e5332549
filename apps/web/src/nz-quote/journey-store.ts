'use client';
// The visitor's NZ quote answers, kept for the tab (a session store), so a reload, Back and Forward find them again.
import { createSessionStore } from '@ds/ui/hooks';
import { withChange } from '../journeys/answers-change';
import { emptyNzAnswers } from './journey';
import type { NzAdultAnswers, NzChildAnswers, NzJourneyAnswers } from './journey';

const store = createSessionStore<NzJourneyAnswers>('nz-quote-journey:v1', emptyNzAnswers, (stored) => ({
  ...emptyNzAnswers,
  ...(stored as Partial<NzJourneyAnswers>),
}));
const read = store.read;

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved quote. */
export function updateNzAnswers(change: Partial<NzJourneyAnswers>): void {
  store.write(withChange(read(), change, { savedId: '' }));
}

/** Changes what one adult (0: the visitor, 1: their partner) answered. */
export function updateNzAdult(index: number, change: Partial<NzAdultAnswers>): void {
  const adults = [...read().adults] as NzJourneyAnswers['adults'];
  adults[index] = { ...adults[index]!, ...change };
  updateNzAnswers({ adults });
}

/** Changes what was answered about one child. */
export function updateNzChild(index: number, change: Partial<NzChildAnswers>): void {
  const children = [...read().children];
  children[index] = { ...children[index]!, ...change };
  updateNzAnswers({ children });
}

/** Forgets every answer (a new quote). */
export function clearNzAnswers(): void {
  updateNzAnswers(emptyNzAnswers);
}

export function useNzAnswers(): NzJourneyAnswers {
  return store.useValue();
}
