'use client';
// The travel quote's step form: the journeys' step form with this journey's Back and Continue addresses.
import { JourneyStepForm } from '@/journeys/JourneyStepForm';
import type { JourneyStepFormProps } from '@/journeys/JourneyStepForm';
import { travelQuoteSteps, travelStepHref } from './journey';
import type { TravelStepId } from './journey';

export function TravelStepForm({
  step,
  ...props
}: { step: TravelStepId } & Omit<JourneyStepFormProps, 'previousHref' | 'nextHref'>) {
  const index = travelQuoteSteps.findIndex((candidate) => candidate.id === step);
  const previous = travelQuoteSteps[index - 1];
  const next = travelQuoteSteps[index + 1];
  return (
    <JourneyStepForm
      previousHref={previous ? travelStepHref(previous.id) : undefined}
      nextHref={next ? travelStepHref(next.id) : undefined}
      {...props}
    />
  );
}
