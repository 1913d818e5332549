'use client';
// Step 4, save your quote: who is covered, the plan and how its price is made up, then the contact verified with a
// one-time code and the quote saved (the journeys' VerifiedSave) through the application service, its link shown.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { NZ_COVER_LABELS, nzQuotePrice } from '@ds/product/nz';
import { saveApplication } from '@/journeys/application-client';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { loadNzQuoteKind, nzSavedQuoteHref, nzStepHref } from '../journey';
import { nzQuoteAnswers } from '../journey-rules';
import { clearNzAnswers, updateNzAnswers, useNzAnswers } from '../journey-store';
import { NzPlanCovers, NzPriceBreakdown } from '../NzPriceBreakdown';
import { NzStepForm } from '../NzStepForm';

export function SaveStep() {
  const answers = useNzAnswers();
  const quote = nzQuoteAnswers(answers);
  const router = useRouter();
  const save = useCallback(
    async (requestId: string) => {
      if (!quote) throw new Error('The quote is not complete');
      return (await saveApplication(loadNzQuoteKind, quote, requestId)).id;
    },
    [quote],
  );

  const startAgain = () => {
    clearNzAnswers();
    router.push(nzStepHref('who'));
  };

  if (!quote) {
    return (
      <Alert type="info" title="Choose a plan first">
        <Link href={nzStepHref('plan')}>Choose your plan and excess</Link> to save its quote.
      </Alert>
    );
  }
  const price = nzQuotePrice(quote);

  return (
    <NzStepForm step="save" problems={[]}>
      {() => (
        <Stack gap={6}>
          <Stack gap={3}>
            <Heading level={3} size="md">
              Your quote: {price.planName}
            </Heading>
            <Text>
              {NZ_COVER_LABELS[quote.cover]}
              {quote.children.length > 0
                ? ` (${quote.children.length} ${quote.children.length === 1 ? 'child' : 'children'})`
                : ''}
              .
            </Text>
            <NzPlanCovers price={price} />
            <NzPriceBreakdown price={price} caption="How your price is made up" />
            <Link href={nzStepHref('plan')}>Change your plan or excess</Link>
          </Stack>
          <VerifiedSave
            noun="quote"
            contactId="nz-quote-contact"
            country="nz"
            contact={answers.contact}
            onContactChange={(contact) => updateNzAnswers({ contact })}
            savedId={answers.savedId}
            save={save}
            onSaved={(savedId) => updateNzAnswers({ savedId })}
            savedHref={nzSavedQuoteHref}
            onStartAgain={startAgain}
          />
        </Stack>
      )}
    </NzStepForm>
  );
}
