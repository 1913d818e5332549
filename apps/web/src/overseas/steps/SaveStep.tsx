'use client';
// Step 5, save your quote: what was chosen and its price, then the contact verified with a one-time code and the
// quote saved (the journeys' VerifiedSave) as an 'overseas-quote' application, its link shown.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Heading, Link, Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { overseasPrice } from '@ds/product/overseas';
import { saveApplication } from '@/journeys/application-client';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { loadOverseasQuoteKind, overseasJourney, savedOverseasQuoteHref } from '../journey';
import { completeAnswers } from '../journey-rules';
import { clearOverseasAnswers } from '../journey-store';
import { OverseasPriceTable, OverseasQuoteSummary } from '../OverseasPrice';
import { useOverseasQuote } from '../OverseasQuoteContext';
import { OverseasStepForm } from '../OverseasStepForm';

export function SaveStep() {
  const { variant, answers, today, update } = useOverseasQuote();
  const quote = completeAnswers(answers, today);
  const journey = overseasJourney(variant);
  const router = useRouter();
  const save = useCallback(
    async (requestId: string) => {
      if (!quote) throw new Error('The quote is not complete');
      return (await saveApplication(loadOverseasQuoteKind, quote, requestId)).id;
    },
    [quote],
  );

  if (!quote) {
    return (
      <Alert type="info" title="Choose a level first">
        <Link href={journey.href('choose-cover')}>Choose your level of cover</Link> to save its quote.
      </Alert>
    );
  }
  const price = overseasPrice(quote);
  const startAgain = () => {
    clearOverseasAnswers(variant);
    router.push(journey.href('cover-type'));
  };

  return (
    <OverseasStepForm step="save" problems={[]}>
      {() => (
        <Stack gap={6}>
          <Stack gap={3}>
            <Heading level={3} size="md">
              Your quote: {price.productName}
            </Heading>
            <OverseasQuoteSummary answers={quote} />
            <OverseasPriceTable price={price} caption="How your price is made up" />
            <Link href={journey.href('choose-cover')}>Change your level</Link>
          </Stack>
          <VerifiedSave
            noun="quote"
            contactId="quote-contact"
            contact={answers.contact}
            onContactChange={(contact) => update({ contact })}
            savedId={answers.savedId}
            save={save}
            onSaved={(savedId) => update({ savedId })}
            savedHref={(id) => savedOverseasQuoteHref(variant, id)}
            onStartAgain={startAgain}
          />
        </Stack>
      )}
    </OverseasStepForm>
  );
}
