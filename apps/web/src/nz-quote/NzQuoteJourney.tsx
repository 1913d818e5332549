'use client';
// The NZ quote on every step's page: the journeys' frame (stepper, step heading, the step's form) with this
// journey's answers. Ages are asked in years, so no step needs today's date.
import type { ReactNode } from 'react';
import { useHydrated } from '@ds/ui/hooks';
import { JourneyFrame } from '@/journeys/JourneyFrame';
import { nzQuoteJourney } from './journey';
import type { NzStepId } from './journey';
import { stepProblems } from './journey-rules';
import { useNzAnswers } from './journey-store';

export function NzQuoteJourney({ step, children }: { step: NzStepId; children: ReactNode }) {
  const answers = useNzAnswers();
  const hydrated = useHydrated();
  return (
    <JourneyFrame
      journey={nzQuoteJourney}
      step={step}
      hydrated={hydrated}
      hasProblems={(id) => stepProblems(id, answers).length > 0}
    >
      {children}
    </JourneyFrame>
  );
}
