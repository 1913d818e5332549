'use client';
// The funding application on every step's page: the journeys' frame (stepper, step heading, the step's form) with
// this journey's answers and today's date in Sydney (the round is open or not on it).
import type { ReactNode } from 'react';
import { useHydrated } from '@ds/ui/hooks';
import { JourneyFrame } from '@/journeys/JourneyFrame';
import { applyJourney } from './journey';
import type { ApplyStepId } from './journey';
import { stepProblems } from './journey-rules';
import { useApplyAnswers, useToday } from './journey-store';

export function ApplyJourney({ step, children }: { step: ApplyStepId; children: ReactNode }) {
  const answers = useApplyAnswers();
  const today = useToday();
  const hydrated = useHydrated();
  return (
    <JourneyFrame
      journey={applyJourney}
      step={step}
      hydrated={hydrated}
      hasProblems={(id) => stepProblems(id, answers, today).length > 0}
    >
      {children}
    </JourneyFrame>
  );
}
