'use client';
// The visitor's NZ quote answers, kept for the tab (a session store), so a reload, Back and Forward find them again.
import { createSessionStore } from '@ds/ui/hooks';
import { emptyNzAnswers } from './journey';
import type { NzAdultAnswers, NzChildAnswers, NzJourneyAnswers } from './journey';

const store = createSessionStore<NzJourneyAnswers>('nz-quote-journey:v1', emptyNzAnswers, (stored) => ({
  ...emptyNzAnswers,
  ...(stored as Partial<NzJourneyAnswers>),
}));
const read = store.read;

/** Answers that do not change a saved quote. */
const KEEPS_SAVED_QUOTE = new Set<string>(['contact', 'savedId']);

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved quote. */
export function updateNzAnswers(change: Partial<NzJourneyAnswers>): void {
  const changesQuote = Object.keys(change).some((key) => !KEEPS_SAVED_QUOTE.has(key));
  store.write({
    ...read(),
    ...change,
    ...(changesQuote && !('savedId' in change) ? { savedId: '' } : {}),
  });
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
