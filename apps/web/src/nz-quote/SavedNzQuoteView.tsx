'use client';
// A saved NZ quote, opened from its link (/nz/get-a-quote/saved?id=...): the journeys' saved record (loading, not
// found, retry) showing the plan, who it is for and how its price in NZD is made up.
import { Heading, Text } from '@ds/ui';
import { formatDollars, formatLongDate } from '@ds/ui/format';
import { NZ_COVER_LABELS } from '@ds/product/nz';
import { openApplication } from '@/journeys/application-client';
import { CallUs, SavedRecord } from '@/journeys/SavedRecord';
import type { SavedRecordContact } from '@/journeys/SavedRecord';
import { loadNzQuoteKind, nzStepHref } from './journey';
import { clearNzAnswers } from './journey-store';
import { NzPlanCovers, NzPriceBreakdown } from './NzPriceBreakdown';

/** How to reach us about the quote: the NZ site's number and opening hours, from its footer's contact data. */
export type NzQuoteContact = SavedRecordContact;

const openNzQuote = (id: string) =>
  openApplication(loadNzQuoteKind, id).then(({ application }) => application);
const startAgain = { href: nzStepHref('who'), clear: clearNzAnswers };

export function SavedNzQuoteView({ contact }: { contact: NzQuoteContact }) {
  return (
    <SavedRecord noun="quote" open={openNzQuote} startAgain={startAgain}>
      {({ answers, result, savedAt, expiresAt }) => (
        <>
          <Heading level={2} size="xl">
            {result.planName}, {formatDollars(result.excess, 'en-NZ')} excess
          </Heading>
          <Text>
            {NZ_COVER_LABELS[answers.cover]}
            {answers.children.length > 0
              ? ` (${answers.children.length} ${answers.children.length === 1 ? 'child' : 'children'})`
              : ''}
            . Saved on {formatLongDate(savedAt, 'en-NZ')}; this link works until{' '}
            {formatLongDate(expiresAt, 'en-NZ')}.
          </Text>
          <NzPlanCovers price={result} />
          <NzPriceBreakdown price={result} caption="How your price is made up" />
          <Text size="sm" tone="muted">
            Prices are for the day the quote was saved and may change. To join, call us or start a new quote.
          </Text>
          <CallUs heading="Call us to join" contact={contact} />
        </>
      )}
    </SavedRecord>
  );
}
