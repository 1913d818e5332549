'use client';
// A saved health quote, opened from its link (/health-insurance/join/quote?id=...): the journeys' saved record
// (loading, not found, retry) showing the cover, who it is for, how its price is made up and the number to call.
import { Heading, Text } from '@ds/ui';
import { formatLongDate } from '@ds/ui/format';
import { COVER_FOR_LABELS, STATE_LABELS } from '@ds/product/constants';
import { CallUs, SavedRecord } from '@/journeys/SavedRecord';
import type { SavedRecordContact } from '@/journeys/SavedRecord';
import { stepHref } from './journey';
import { clearAnswers } from './journey-store';
import { PriceBreakdown } from './PriceBreakdown';
import { openQuote } from './quote-client';

/** How to reach us about the quote: the site's numbers and opening hours, from the arhi footer's contact data. */
export type QuoteContact = SavedRecordContact;

const openSavedQuote = (id: string) => openQuote(id).then(({ quote }) => quote);
const startAgain = { href: stepHref('welcome'), clear: clearAnswers };

export function SavedQuoteView({ contact }: { contact: QuoteContact }) {
  return (
    <SavedRecord noun="quote" open={openSavedQuote} startAgain={startAgain}>
      {(quote) => (
        <>
          <Heading level={2} size="xl">
            {quote.productName}
          </Heading>
          <Text>
            {COVER_FOR_LABELS[quote.answers.cover]} cover in {STATE_LABELS[quote.answers.state]}
            {quote.answers.children > 0
              ? `, with ${quote.answers.children} ${quote.answers.children === 1 ? 'child' : 'children'}`
              : ''}
            . Saved on {formatLongDate(quote.savedAt)}; this link works until{' '}
            {formatLongDate(quote.expiresAt)}.
          </Text>
          <PriceBreakdown price={quote.price} caption="How your price is made up" />
          <Text size="sm" tone="muted">
            Prices are for the day the quote was saved and may change. To join, call us or start a new quote.
          </Text>
          <CallUs heading="Call us to join" contact={contact} />
        </>
      )}
    </SavedRecord>
  );
}
