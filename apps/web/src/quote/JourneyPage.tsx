// A page of the quote journey: the page heading, then the journey at its step with that step's form.
import { products } from '@ds/product/data';
import { pricedProduct } from '@ds/product/quote';
import { Container, Heading, Text } from '@ds/ui';
import type { ReactNode } from 'react';
import { journeySteps } from './journey';
import type { StepId } from './journey';
import { QuoteJourney } from './QuoteJourney';
import styles from './JourneyPage.module.css';

export const JOURNEY_TITLE = 'Get a health insurance quote';
export const JOURNEY_LEAD =
  'Five short steps: who is covered, the government rebate, Lifetime Health Cover, your cover and saving your quote. There is no obligation to buy.';

export function journeyMetadata(step: StepId) {
  const title = journeySteps.find((candidate) => candidate.id === step)?.title ?? '';
  return {
    title: `${title}: ${JOURNEY_TITLE}`,
    description: JOURNEY_LEAD,
    // Later steps are the same journey part-way through: only its first page is one to find.
    ...(step === journeySteps[0]?.id ? {} : { robots: { index: false } }),
  };
}

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
