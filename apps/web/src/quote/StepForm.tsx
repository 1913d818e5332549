'use client';
// The health quote's step form: the journeys' step form with this journey's Back and Continue addresses.
import { JourneyStepForm } from '@/journeys/JourneyStepForm';
import type { JourneyStepFormProps } from '@/journeys/JourneyStepForm';
import { journeySteps, stepHref, stepIndex } from './journey';
import type { StepId } from './journey';

export type { FieldState } from '@/journeys/JourneyStepForm';

export function StepForm({
  step,
  ...props
}: { step: StepId } & Omit<JourneyStepFormProps, 'previousHref' | 'nextHref'>) {
  const index = stepIndex(step);
  const previous = journeySteps[index - 1];
  const next = journeySteps[index + 1];
  return (
    <JourneyStepForm
      previousHref={previous ? stepHref(previous.id) : undefined}
      nextHref={next ? stepHref(next.id) : undefined}
      {...props}
    />
  );
}
