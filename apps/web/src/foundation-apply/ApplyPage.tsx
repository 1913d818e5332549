// A page of the funding application: the page heading, then the journey at its step with that step's form.
import type { ReactNode } from 'react';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { JourneyTrailJsonLd } from '@/structured-data/TrailJsonLd';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { applyJourney } from './journey';
import type { ApplyStepId } from './journey';
import { ApplyJourney } from './ApplyJourney';

export const applyMetadata = (step: ApplyStepId) => journeyStepMetadata(applyJourney, step);

export function ApplyPage({ step, children }: { step: ApplyStepId; children: ReactNode }) {
  return (
    <>
      <JourneyPageLayout title={applyJourney.title} lead={applyJourney.lead}>
        <ApplyJourney step={step}>{children}</ApplyJourney>
      </JourneyPageLayout>
      <JourneyTrailJsonLd journey={applyJourney} step={step} />
    </>
  );
}
