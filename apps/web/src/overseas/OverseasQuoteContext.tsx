'use client';
// What the overseas quote's client parts share: the variant it is mounted in, the visitor's answers, and today's
// date in Australia's eastern time (as the application service checks the arrival date).
import { createContext, useContext } from 'react';
import type { CalendarDate } from '@internationalized/date';
import type { OverseasJourneyAnswers, OverseasVariant } from './journey';

export interface OverseasQuoteState {
  variant: OverseasVariant;
  answers: OverseasJourneyAnswers;
  today: CalendarDate;
  update: (change: Partial<OverseasJourneyAnswers>) => void;
  /**
   * The answers now, outside a render: what a handler works from (a choice made before the page came alive is
   * handed on from the hydrating render, whose answers are still the empty ones).
   */
  read: () => OverseasJourneyAnswers;
}

export const OverseasQuoteContext = createContext<OverseasQuoteState | null>(null);

export function useOverseasQuote(): OverseasQuoteState {
  const state = useContext(OverseasQuoteContext);
  if (!state) throw new Error('Overseas quote parts must be inside the overseas quote journey');
  return state;
}
