'use client';
// The visitor's answers, kept in sessionStorage so a reload, Back and Forward (which mount the step afresh) find
// them again, and nothing outlives the tab. Read as an external store: the server's HTML and hydration use the empty
// answers, the stored ones follow at once. Where storage is refused (some private modes) they live in memory.
import { useSyncExternalStore } from 'react';
import { emptyAnswers } from './journey';
import type { AdultAnswers, JourneyAnswers } from './journey';

// v2: each adult's cover history is asked as months and breaks rather than an age.
const KEY = 'quote-journey:v2';
const listeners = new Set<() => void>();
let cache: JourneyAnswers | null = null;

function read(): JourneyAnswers {
  if (cache) return cache;
  try {
    const stored = sessionStorage.getItem(KEY);
    // A stored copy from an older shape keeps what still fits and takes the defaults for the rest.
    cache = stored ? { ...emptyAnswers, ...(JSON.parse(stored) as Partial<JourneyAnswers>) } : emptyAnswers;
  } catch {
    cache = emptyAnswers;
  }
  return cache;
}

/** Answers that do not change a saved quote. */
const KEEPS_SAVED_QUOTE = new Set<string>(['contact', 'savedQuoteId']);

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved quote. */
export function updateAnswers(change: Partial<JourneyAnswers>): void {
  const changesQuote = Object.keys(change).some((key) => !KEEPS_SAVED_QUOTE.has(key));
  cache = {
    ...read(),
    ...change,
    ...(changesQuote && !('savedQuoteId' in change) ? { savedQuoteId: '' } : {}),
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(cache));
  } catch {
    // Refused storage: the copy in memory serves for this page's life.
  }
  listeners.forEach((listener) => listener());
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useJourneyAnswers(): JourneyAnswers {
  return useSyncExternalStore(subscribe, read, () => emptyAnswers);
}
