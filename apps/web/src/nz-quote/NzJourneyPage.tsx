// A page of the NZ quote: the page heading, then the journey at its step with that step's form.
import type { ReactNode } from 'react';
import { Container, Heading, Text } from '@ds/ui';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { nzQuoteJourney } from './journey';
import type { NzStepId } from './journey';
import { NzQuoteJourney } from './NzQuoteJourney';
import styles from './NzQuote.module.css';

export const nzJourneyMetadata = (step: NzStepId) => journeyStepMetadata(nzQuoteJourney, step);

export function NzJourneyPage({ step, children }: { step: NzStepId; children: ReactNode }) {
  return (
    <Container>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          {nzQuoteJourney.title}
        </Heading>
        <Text size="lg">{nzQuoteJourney.lead}</Text>
      </div>
      <NzQuoteJourney step={step}>{children}</NzQuoteJourney>
    </Container>
  );
}
