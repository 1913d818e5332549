// A page of the quote journey: the page heading, then the journey at its step with that step's form.
import { products } from '@ds/product/data';
import { pricedProduct } from '@ds/product/quote';
import type { ReactNode } from 'react';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { JourneyTrailJsonLd } from '@/structured-data/TrailJsonLd';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { healthQuoteJourney } from './journey';
import type { StepId } from './journey';
import { QuoteJourney } from './QuoteJourney';

export const JOURNEY_TITLE = healthQuoteJourney.title;
export const JOURNEY_LEAD = healthQuoteJourney.lead;

export const journeyMetadata = (step: StepId) => journeyStepMetadata(healthQuoteJourney, step);

export function JourneyPage({ step, children }: { step: StepId; children: ReactNode }) {
  return (
    <>
      <JourneyPageLayout title={JOURNEY_TITLE} lead={JOURNEY_LEAD}>
        <QuoteJourney step={step} products={products.map(pricedProduct)}>
          {children}
        </QuoteJourney>
      </JourneyPageLayout>
      <JourneyTrailJsonLd journey={healthQuoteJourney} step={step} />
    </>
  );
}
