'use client';
// The visitor's answers, kept for the tab (a session store), so a reload, Back and Forward find them again. Each
// variant keeps its own: a visitor who comes to the workers' site starts with working visa cover, even after a
// quote on the students' site in the same tab.
import { createSessionStore } from '@ds/ui/hooks';
import type { SessionStore } from '@ds/ui/hooks';
import { withChange } from '../journeys/answers-change';
import { startingAnswers } from './journey';
import type { OverseasJourneyAnswers, OverseasVariant } from './journey';

const stores = new Map<OverseasVariant, SessionStore<OverseasJourneyAnswers>>();

function storeOf(variant: OverseasVariant): SessionStore<OverseasJourneyAnswers> {
  let store = stores.get(variant);
  if (!store) {
    const start = startingAnswers(variant);
    store = createSessionStore<OverseasJourneyAnswers>(`overseas-quote:v1:${variant}`, start, (stored) => ({
      ...start,
      ...(stored as Partial<OverseasJourneyAnswers>),
    }));
    stores.set(variant, store);
  }
  return store;
}

/** Merges `change` into the variant's answers and tells every reader; a new answer forgets the saved quote. */
export function updateOverseasAnswers(
  variant: OverseasVariant,
  change: Partial<OverseasJourneyAnswers>,
): void {
  const store = storeOf(variant);
  store.write(withChange(store.read(), change, { savedId: '' }));
}

/** The variant's answers now, outside a render (what a handler works from; a render reads useOverseasAnswers). */
export const readOverseasAnswers = (variant: OverseasVariant): OverseasJourneyAnswers =>
  storeOf(variant).read();

/** Forgets every answer (a new quote), back to the variant's starting cover type. */
export function clearOverseasAnswers(variant: OverseasVariant): void {
  storeOf(variant).write(startingAnswers(variant));
}

export function useOverseasAnswers(variant: OverseasVariant): OverseasJourneyAnswers {
  return storeOf(variant).useValue();
}
