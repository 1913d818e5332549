'use client';
// Step 5, save your quote: the plan chosen and its price, then the contact verified with a one-time code and the
// quote saved (the journeys' VerifiedSave) through the application service, which prices it again itself.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { planById, quotePrice, regionById } from '@ds/product/travel';
import { saveApplication } from '@/journeys/application-client';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { loadTravelQuoteKind, travelSavedQuoteHref, travelStepHref } from '../journey';
import { travelQuoteAnswers } from '../journey-rules';
import { clearTravelAnswers, updateTravelAnswers, useTravelAnswers } from '../journey-store';
import { TravelPriceBreakdown } from '../TravelPriceBreakdown';
import { TravelStepForm } from '../TravelStepForm';
import { useTravelToday } from '../TravelQuoteJourney';

export function SaveStep() {
  const answers = useTravelAnswers();
  const today = useTravelToday();
  const quote = travelQuoteAnswers(answers, today);
  const router = useRouter();
  const save = useCallback(
    async (requestId: string) => {
      if (!quote) throw new Error('The quote is not complete');
      return (await saveApplication(loadTravelQuoteKind, quote, requestId)).id;
    },
    [quote],
  );

  const startAgain = () => {
    clearTravelAnswers();
    router.push(travelStepHref('trip'));
  };

  if (!quote) {
    return (
      <Alert type="info" title="Choose a plan first">
        <Link href={travelStepHref('plan')}>Choose your plan</Link> to save its quote.
      </Alert>
    );
  }
  const plan = planById(quote.planId);
  const price = quotePrice(quote);

  return (
    <TravelStepForm step="save" problems={[]}>
      {() => (
        <Stack gap={6}>
          <Stack gap={3}>
            <Heading level={3} size="md">
              Your quote: {plan.name}
            </Heading>
            <Text>
              {quote.travellers.length === 1 ? 'One traveller' : `${quote.travellers.length} travellers`} to{' '}
              {quote.regions.map((region) => regionById(region).name).join(', ')}.
            </Text>
            <TravelPriceBreakdown price={price} caption="How your price is made up" />
            <Link href={travelStepHref('plan')}>Change your plan or excess</Link>
          </Stack>
          <VerifiedSave
            noun="quote"
            contactId="quote-contact"
            contact={answers.contact}
            onContactChange={(contact) => updateTravelAnswers({ contact })}
            savedId={answers.savedId}
            save={save}
            onSaved={(savedId) => updateTravelAnswers({ savedId })}
            savedHref={travelSavedQuoteHref}
            onStartAgain={startAgain}
          />
        </Stack>
      )}
    </TravelStepForm>
  );
}
