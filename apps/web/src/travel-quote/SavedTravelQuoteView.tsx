'use client';
// A saved travel quote, opened from its link (/travel-insurance/quote/saved?id=...): the journeys' saved record
// (loading, not found, retry) showing what the server priced and kept, never a price worked out again here.
import { Heading, Text } from '@ds/ui';
import { formatLongDate } from '@ds/ui/format';
import { planById, regionById } from '@ds/product/travel';
import { openApplication } from '@/journeys/application-client';
import { CallUs, SavedRecord } from '@/journeys/SavedRecord';
import { BenefitsTable } from './BenefitsTable';
import { loadTravelQuoteKind, travelStepHref } from './journey';
import { clearTravelAnswers } from './journey-store';
import { TravelPriceBreakdown } from './TravelPriceBreakdown';

const openTravelQuote = (id: string) =>
  openApplication(loadTravelQuoteKind, id).then(({ application }) => application);
const startAgain = { href: travelStepHref('trip'), clear: clearTravelAnswers };

export function SavedTravelQuoteView({ phoneNumber }: { phoneNumber: string }) {
  return (
    <SavedRecord noun="quote" open={openTravelQuote} startAgain={startAgain}>
      {({ answers, result, savedAt, expiresAt }) => (
        <>
          <Heading level={2} size="xl">
            {result.planName}
          </Heading>
          <Text>
            {answers.travellers.length === 1 ? 'One traveller' : `${answers.travellers.length} travellers`} to{' '}
            {answers.regions.map((region) => regionById(region).name).join(', ')}. Saved on{' '}
            {formatLongDate(savedAt)}; this link works until {formatLongDate(expiresAt)}.
          </Text>
          <TravelPriceBreakdown price={result} caption="How your price is made up" />
          <BenefitsTable
            plans={[planById(result.planId)]}
            caption="What your plan covers, up to these limits"
          />
          <Text size="sm" tone="muted">
            Prices are for the day the quote was saved and may change. To buy, call us or start a new quote.
          </Text>
          <CallUs heading="Call us to buy" contact={{ phoneNumber }} />
        </>
      )}
    </SavedRecord>
  );
}
