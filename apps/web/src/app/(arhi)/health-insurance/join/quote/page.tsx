// /health-insurance/join/quote?id=...: a saved quote, opened from the link given when it was saved.
import { noIndex } from '@/chrome/no-index';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { getEmbeddedNavData, phone } from '@ds/site/data';
import { SavedQuoteView } from '@/quote/SavedQuoteView';
import type { QuoteContact } from '@/quote/SavedQuoteView';

export const metadata = {
  title: 'Your saved quote',
  description: 'A health insurance quote you saved: the cover, who it is for and how its price is made up.',
  // One visitor's quote, opened from its link: nothing for search engines or the site search.
  ...noIndex,
};

// The numbers from their one home (brand.ts), the hours as the site's footer gives them: neither typed again here.
const contact: QuoteContact = {
  phoneNumber: phone.headOffice,
  corporatePhoneNumber: phone.corporate,
  openHours: getEmbeddedNavData('arhi').footer.contact?.openHours ?? [],
};

export default function SavedQuotePage() {
  return (
    <JourneyPageLayout title="Your saved quote" saved>
      <SavedQuoteView contact={contact} />
    </JourneyPageLayout>
  );
}
