// /travel-insurance/quote/saved?id=...: a saved travel quote, opened from the link given when it was saved.
import { noIndex } from '@/chrome/no-index';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { phone } from '@ds/site/data';
import { SavedTravelQuoteView } from '@/travel-quote/SavedTravelQuoteView';

export const metadata = {
  title: 'Your saved travel quote',
  description:
    'A travel insurance quote you saved: the plan, the trip, who is travelling and how its price is made up.',
  // One visitor's quote, opened from its link: nothing for search engines or the site search.
  ...noIndex,
};

export default function SavedTravelQuotePage() {
  return (
    <JourneyPageLayout title="Your saved quote" saved>
      {/* The travel number from its one home (brand.ts). */}
      <SavedTravelQuoteView phoneNumber={phone.travel} />
    </JourneyPageLayout>
  );
}
