'use client';
// The travel quote on every step's page: the journeys' frame (stepper, step heading, the step's form) with this
// journey's answers and today's date in Australia's eastern time (the day the server checks dates against).
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { siteToday } from '@/journeys/site-today';
import type { CalendarDate } from '@internationalized/date';
import { useHydrated } from '@ds/ui/hooks';
import { JourneyFrame } from '@/journeys/JourneyFrame';
import { travelQuoteJourney } from './journey';
import type { TravelStepId } from './journey';
import { stepProblems } from './journey-rules';
import { useTravelAnswers } from './journey-store';

const TodayContext = createContext<CalendarDate | null>(null);

/** Today, as the journey's steps check dates against it. */
export function useTravelToday(): CalendarDate {
  const today = useContext(TodayContext);
  return today ?? siteToday();
}

export function TravelQuoteJourney({ step, children }: { step: TravelStepId; children: ReactNode }) {
  const answers = useTravelAnswers();
  const hydrated = useHydrated();
  const today = useMemo(() => siteToday(), []);
  return (
    <TodayContext.Provider value={today}>
      <JourneyFrame
        journey={travelQuoteJourney}
        step={step}
        hydrated={hydrated}
        hasProblems={(id) => stepProblems(id, answers, today).length > 0}
      >
        {children}
      </JourneyFrame>
    </TodayContext.Provider>
  );
}
