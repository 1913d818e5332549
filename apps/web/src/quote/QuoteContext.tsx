'use client';
// What the journey's client parts share: the visitor's answers, today's date (in Sydney, as the quote service
// prices: siteToday), and the products as pricing needs them.
import { createContext, useContext } from 'react';
import type { CalendarDate } from '@internationalized/date';
import type { PricedProduct } from '@ds/product/quote';
import type { JourneyAnswers } from './journey';

export interface QuoteState {
  answers: JourneyAnswers;
  today: CalendarDate;
  products: readonly PricedProduct[];
}

export const QuoteContext = createContext<QuoteState | null>(null);

export function useQuote(): QuoteState {
  const state = useContext(QuoteContext);
  if (!state) throw new Error('Quote parts must be inside the quote journey');
  return state;
}
