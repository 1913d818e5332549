'use client';
// The overseas quote on every step's page: the journeys' frame (stepper, step heading, the step's form) with this
// journey's answers in the variant it is mounted in, and today's date in Australia's eastern time.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { siteToday } from '@/journeys/site-today';
import { useHydrated } from '@ds/ui/hooks';
import { JourneyFrame } from '@/journeys/JourneyFrame';
import { overseasJourney } from './journey';
import type { OverseasStepId, OverseasVariant } from './journey';
import { stepProblems } from './journey-rules';
import { readOverseasAnswers, updateOverseasAnswers, useOverseasAnswers } from './journey-store';
import { OverseasQuoteContext } from './OverseasQuoteContext';

export interface OverseasQuoteJourneyProps {
  variant: OverseasVariant;
  step: OverseasStepId;
  children: ReactNode;
}

export function OverseasQuoteJourney({ variant, step, children }: OverseasQuoteJourneyProps) {
  const answers = useOverseasAnswers(variant);
  const hydrated = useHydrated();
  const today = useMemo(() => siteToday(), []);
  const journey = useMemo(() => overseasJourney(variant), [variant]);
  const state = useMemo(
    () => ({
      variant,
      answers,
      today,
      update: (change: Parameters<typeof updateOverseasAnswers>[1]) => updateOverseasAnswers(variant, change),
      read: () => readOverseasAnswers(variant),
    }),
    [variant, answers, today],
  );
  return (
    <OverseasQuoteContext.Provider value={state}>
      <JourneyFrame
        journey={journey}
        step={step}
        hydrated={hydrated}
        hasProblems={(id) => stepProblems(id, answers, today).length > 0}
      >
        {children}
      </JourneyFrame>
    </OverseasQuoteContext.Provider>
  );
}
