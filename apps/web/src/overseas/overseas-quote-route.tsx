// The overseas quote's step route in one variant: <base>/<step> for each step, prerendered, one page per step so
// Back, Forward and a reload keep the place. Each variant's [step] route is this, so the journey is one
// implementation that keeps each variant's header and footer.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { JourneyTrailJsonLd } from '@/structured-data/TrailJsonLd';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { isOverseasStep, overseasJourney, overseasSteps } from './journey';
import type { OverseasVariant } from './journey';
import { OverseasQuoteJourney } from './OverseasQuoteJourney';
import { OverseasStep } from './OverseasStep';

type Params = Promise<{ step: string }>;

export function overseasQuoteRoute(variant: OverseasVariant) {
  const journey = overseasJourney(variant);
  return {
    generateStaticParams: () => overseasSteps.map((step) => ({ step: step.id })),
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { step } = await params;
      return isOverseasStep(step) ? journeyStepMetadata(journey, step) : {};
    },
    async Page({ params }: { params: Params }) {
      const { step } = await params;
      if (!isOverseasStep(step)) notFound();
      return (
        <>
          <JourneyPageLayout title={journey.title} lead={journey.lead}>
            <OverseasQuoteJourney variant={variant} step={step}>
              <OverseasStep step={step} />
            </OverseasQuoteJourney>
          </JourneyPageLayout>
          <JourneyTrailJsonLd journey={journey} step={step} />
        </>
      );
    },
  };
}
