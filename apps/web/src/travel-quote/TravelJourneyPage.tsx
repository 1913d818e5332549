// A page of the travel quote: the page heading, then the journey at its step with that step's form.
import type { ReactNode } from 'react';
import { Container, Heading, Text } from '@ds/ui';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { travelQuoteJourney } from './journey';
import type { TravelStepId } from './journey';
import { TravelQuoteJourney } from './TravelQuoteJourney';
import styles from './TravelQuote.module.css';

export const travelJourneyMetadata = (step: TravelStepId) => journeyStepMetadata(travelQuoteJourney, step);

export function TravelJourneyPage({ step, children }: { step: TravelStepId; children: ReactNode }) {
  return (
    <Container>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          {travelQuoteJourney.title}
        </Heading>
        <Text size="lg">{travelQuoteJourney.lead}</Text>
      </div>
      <TravelQuoteJourney step={step}>{children}</TravelQuoteJourney>
    </Container>
  );
}
