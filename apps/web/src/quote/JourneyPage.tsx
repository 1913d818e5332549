// A page of the quote journey: the page heading, then the journey at its step with that step's form.
import { products } from '@ds/product/data';
import { pricedProduct } from '@ds/product/quote';
import { Container, Heading, Text } from '@ds/ui';
import type { ReactNode } from 'react';
import { journeyStepMetadata } from '@/journeys/journey-definition';
import { healthQuoteJourney } from './journey';
import type { StepId } from './journey';
import { QuoteJourney } from './QuoteJourney';
import styles from './JourneyPage.module.css';

export const JOURNEY_TITLE = healthQuoteJourney.title;
export const JOURNEY_LEAD = healthQuoteJourney.lead;

export const journeyMetadata = (step: StepId) => journeyStepMetadata(healthQuoteJourney, step);

export function JourneyPage({ step, children }: { step: StepId; children: ReactNode }) {
  return (
    <Container>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          {JOURNEY_TITLE}
        </Heading>
        <Text size="lg">{JOURNEY_LEAD}</Text>
      </div>
      <QuoteJourney step={step} products={products.map(pricedProduct)}>
        {children}
      </QuoteJourney>
    </Container>
  );
}
