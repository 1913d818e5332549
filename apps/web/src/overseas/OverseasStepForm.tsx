'use client';
// The overseas quote's step form: the journeys' step form with Back and Continue at this variant's addresses.
import { JourneyStepForm } from '@/journeys/JourneyStepForm';
import type { JourneyStepFormProps } from '@/journeys/JourneyStepForm';
import { neighbourHrefs } from '@/journeys/journey-definition';
import { overseasJourney } from './journey';
import type { OverseasStepId } from './journey';
import { useOverseasQuote } from './OverseasQuoteContext';

export function OverseasStepForm({
  step,
  ...props
}: { step: OverseasStepId } & Omit<JourneyStepFormProps, 'previousHref' | 'nextHref'>) {
  const { variant } = useOverseasQuote();
  return <JourneyStepForm {...neighbourHrefs(overseasJourney(variant), step)} {...props} />;
}
