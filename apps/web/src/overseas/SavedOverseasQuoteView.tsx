'use client';
// A saved overseas quote, opened from its link (<variant>/quote/saved?id=...): the journeys' saved record (loading,
// not found, retry), checked as an overseas quote, showing the cover, who it is for and how its price is made up.
import { Heading, Text } from '@ds/ui';
import { formatLongDate } from '@ds/ui/format';
import { openApplication } from '@/journeys/application-client';
import { CallUs, SavedRecord } from '@/journeys/SavedRecord';
import type { SavedRecordContact } from '@/journeys/SavedRecord';
import { loadOverseasQuoteKind, overseasJourney } from './journey';
import type { OverseasVariant } from './journey';
import { clearOverseasAnswers } from './journey-store';
import { OverseasPriceTable, OverseasQuoteSummary } from './OverseasPrice';

/** The saved quote, checked as an overseas quote: the kind's schemas load with the look-up, not with the page. */
async function openSavedQuote(id: string) {
  return (await openApplication(loadOverseasQuoteKind, id)).application;
}

/** How to reach the overseas team: the variant's numbers and opening hours, from its footer's contact data. */
export type OverseasContact = SavedRecordContact;

export function SavedOverseasQuoteView({
  variant,
  contact,
}: {
  variant: OverseasVariant;
  contact: OverseasContact;
}) {
  // A new quote starts from the variant's cover type: on a shared computer the last person's answers are not shown.
  const startAgain = {
    href: overseasJourney(variant).href('cover-type'),
    clear: () => clearOverseasAnswers(variant),
  };
  return (
    <SavedRecord noun="quote" open={openSavedQuote} startAgain={startAgain}>
      {({ answers, result, savedAt, expiresAt }) => (
        <>
          <Heading level={2} size="xl">
            {result.productName}
          </Heading>
          <Text>
            Saved on {formatLongDate(savedAt)}; this link works until {formatLongDate(expiresAt)}.
          </Text>
          <OverseasQuoteSummary answers={answers} />
          <OverseasPriceTable price={result} caption="How your price is made up" />
          <Text size="sm" tone="muted">
            Sample prices, for the day the quote was saved; they may change. To buy, call us or start a new
            quote.
          </Text>
          <CallUs heading="Call us to buy your cover" contact={contact} />
        </>
      )}
    </SavedRecord>
  );
}
