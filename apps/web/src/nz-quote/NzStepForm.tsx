'use client';
// The NZ quote's step form: the journeys' step form with this journey's Back and Continue addresses.
import { JourneyStepForm } from '@/journeys/JourneyStepForm';
import type { JourneyStepFormProps } from '@/journeys/JourneyStepForm';
import { nzQuoteSteps, nzStepHref } from './journey';
import type { NzStepId } from './journey';

export function NzStepForm({
  step,
  ...props
}: { step: NzStepId } & Omit<JourneyStepFormProps, 'previousHref' | 'nextHref'>) {
  const index = nzQuoteSteps.findIndex((candidate) => candidate.id === step);
  const previous = nzQuoteSteps[index - 1];
  const next = nzQuoteSteps[index + 1];
  return (
    <JourneyStepForm
      previousHref={previous ? nzStepHref(previous.id) : undefined}
      nextHref={next ? nzStepHref(next.id) : undefined}
      {...props}
    />
  );
}
