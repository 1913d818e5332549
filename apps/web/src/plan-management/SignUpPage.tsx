// A page of the plan management sign-up: the page heading, then the journey at its step with that step's form.
import type { ReactNode } from 'react';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { JourneyTrailJsonLd } from '@/structured-data/TrailJsonLd';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { signUpJourney } from './journey';
import type { SignUpStepId } from './journey';
import { SignUpJourney } from './SignUpJourney';

export const signUpMetadata = (step: SignUpStepId) => journeyStepMetadata(signUpJourney, step);

export function SignUpPage({ step, children }: { step: SignUpStepId; children: ReactNode }) {
  return (
    <>
      <JourneyPageLayout title={signUpJourney.title} lead={signUpJourney.lead}>
        <SignUpJourney step={step}>{children}</SignUpJourney>
      </JourneyPageLayout>
      <JourneyTrailJsonLd journey={signUpJourney} step={step} />
    </>
  );
}
