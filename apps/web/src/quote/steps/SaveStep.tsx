'use client';
// Step 5, save your quote: what was chosen and its price, then the contact verified with a one-time code and the
// quote saved (the journeys' VerifiedSave), its link shown.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { COVER_FOR_LABELS, STATE_LABELS } from '@ds/product/constants';
import { quotePrice } from '@ds/product/quote';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { stepHref } from '../journey';
import { quoteAnswers } from '../journey-rules';
import { clearAnswers, updateAnswers } from '../journey-store';
import { PriceBreakdown } from '../PriceBreakdown';
import { saveQuote, savedQuoteHref } from '../quote-client';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';

export function SaveStep({ productNames }: { productNames: Readonly<Record<string, string>> }) {
  const { answers, today, products } = useQuote();
  const quote = quoteAnswers(answers, today);
  const product = products.find((candidate) => candidate.id === answers.productId);
  const router = useRouter();
  const save = useCallback(
    async (requestId: string) => {
      if (!quote || !product) throw new Error('The quote is not complete');
      return (await saveQuote(product.id, quote, requestId)).id;
    },
    [quote, product],
  );

  const startAgain = () => {
    clearAnswers();
    router.push(stepHref('welcome'));
  };

  if (!quote || !product) {
    return (
      <Alert type="info" title="Choose a cover first">
        <Link href={stepHref('choose-cover')}>Choose your cover</Link> to save its quote.
      </Alert>
    );
  }
  const name = productNames[product.id] ?? product.id;
  // The state may have changed since the cover was chosen.
  if (!product.availableIn.includes(quote.state)) {
    return (
      <Alert type="info" title={`${name} is not sold in ${STATE_LABELS[quote.state]}`}>
        <Link href={stepHref('choose-cover')}>Choose another cover</Link> to save its quote.
      </Alert>
    );
  }
  const price = quotePrice(product, products, quote, today);

  return (
    <StepForm step="save" problems={[]}>
      {() => (
        <Stack gap={6}>
          <Stack gap={3}>
            <Heading level={3} size="md">
              Your quote: {name}
            </Heading>
            <Text>
              {COVER_FOR_LABELS[quote.cover]} cover in {STATE_LABELS[quote.state]}
              {quote.children > 0
                ? `, with ${quote.children} ${quote.children === 1 ? 'child' : 'children'}`
                : ''}
              .
            </Text>
            <PriceBreakdown price={price} caption="How your price is made up" />
            <Link href={stepHref('choose-cover')}>Change your cover</Link>
          </Stack>
          <VerifiedSave
            noun="quote"
            contactId="quote-contact"
            contact={answers.contact}
            onContactChange={(contact) => updateAnswers({ contact })}
            savedId={answers.savedQuoteId}
            save={save}
            onSaved={(savedQuoteId) => updateAnswers({ savedQuoteId })}
            savedHref={savedQuoteHref}
            onStartAgain={startAgain}
          />
        </Stack>
      )}
    </StepForm>
  );
}
