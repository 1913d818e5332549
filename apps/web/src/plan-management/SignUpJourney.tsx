'use client';
// The plan management sign-up on every step's page: the journeys' frame (stepper, step heading, the step's form)
// with this journey's answers and today's date in Sydney (a plan's dates and the participant's age are on it).
import type { ReactNode } from 'react';
import { useHydrated } from '@ds/ui/hooks';
import { JourneyFrame } from '@/journeys/JourneyFrame';
import { signUpJourney } from './journey';
import type { SignUpStepId } from './journey';
import { stepProblems } from './journey-rules';
import { useSignUpAnswers, useToday } from './journey-store';

export function SignUpJourney({ step, children }: { step: SignUpStepId; children: ReactNode }) {
  const answers = useSignUpAnswers();
  const today = useToday();
  const hydrated = useHydrated();
  return (
    <JourneyFrame
      journey={signUpJourney}
      step={step}
      hydrated={hydrated}
      hasProblems={(id) => stepProblems(id, answers, today).length > 0}
    >
      {children}
    </JourneyFrame>
  );
}
