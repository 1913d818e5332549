// A page of the travel quote: the page heading, then the journey at its step with that step's form.
import type { ReactNode } from 'react';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { JourneyTrailJsonLd } from '@/structured-data/TrailJsonLd';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { travelQuoteJourney } from './journey';
import type { TravelStepId } from './journey';
import { TravelQuoteJourney } from './TravelQuoteJourney';

export const travelJourneyMetadata = (step: TravelStepId) => journeyStepMetadata(travelQuoteJourney, step);

export function TravelJourneyPage({ step, children }: { step: TravelStepId; children: ReactNode }) {
  return (
    <>
      <JourneyPageLayout title={travelQuoteJourney.title} lead={travelQuoteJourney.lead}>
        <TravelQuoteJourney step={step}>{children}</TravelQuoteJourney>
      </JourneyPageLayout>
      <JourneyTrailJsonLd journey={travelQuoteJourney} step={step} />
    </>
  );
}
