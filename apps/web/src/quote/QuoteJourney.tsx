'use client';
// The health quote journey on every step's page: the journeys' frame (stepper, step heading, the step's form) with
// this journey's answers, today's date in Australia's eastern time and the products, shared with the steps.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { siteToday } from '@/journeys/site-today';
import { useHydrated } from '@ds/ui/hooks';
import type { PricedProduct } from '@ds/product/quote';
import { JourneyFrame } from '@/journeys/JourneyFrame';
import { healthQuoteJourney } from './journey';
import type { StepId } from './journey';
import { stepProblems } from './journey-rules';
import { useJourneyAnswers } from './journey-store';
import { useAnswersFromLink } from './journey-link';
import { QuoteContext } from './QuoteContext';

export interface QuoteJourneyProps {
  step: StepId;
  products: readonly PricedProduct[];
  /** The step's form (each step's page imports only its own, so a page loads one step's code). */
  children: ReactNode;
}

export function QuoteJourney({ step, products, children }: QuoteJourneyProps) {
  useAnswersFromLink(products);
  const answers = useJourneyAnswers();
  const hydrated = useHydrated();
  const today = useMemo(() => siteToday(), []);
  return (
    <QuoteContext.Provider value={{ answers, today, products }}>
      <JourneyFrame
        journey={healthQuoteJourney}
        step={step}
        hydrated={hydrated}
        hasProblems={(id) => stepProblems(id, answers, today).length > 0}
      >
        {children}
      </JourneyFrame>
    </QuoteContext.Provider>
  );
}
