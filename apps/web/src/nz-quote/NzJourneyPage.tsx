// A page of the NZ quote: the page heading, then the journey at its step with that step's form.
import type { ReactNode } from 'react';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { JourneyTrailJsonLd } from '@/structured-data/TrailJsonLd';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { nzQuoteJourney } from './journey';
import type { NzStepId } from './journey';
import { NzQuoteJourney } from './NzQuoteJourney';

export const nzJourneyMetadata = (step: NzStepId) => journeyStepMetadata(nzQuoteJourney, step);

export function NzJourneyPage({ step, children }: { step: NzStepId; children: ReactNode }) {
  return (
    <>
      <JourneyPageLayout title={nzQuoteJourney.title} lead={nzQuoteJourney.lead}>
        <NzQuoteJourney step={step}>{children}</NzQuoteJourney>
      </JourneyPageLayout>
      <JourneyTrailJsonLd journey={nzQuoteJourney} step={step} />
    </>
  );
}
