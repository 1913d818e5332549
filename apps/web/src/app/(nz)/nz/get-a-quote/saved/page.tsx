// /nz/get-a-quote/saved?id=...: a saved NZ quote, opened from the link given when it was saved.
import { noIndex } from '@/chrome/no-index';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { getEmbeddedNavData, phone } from '@ds/site/data';
import { SavedNzQuoteView } from '@/nz-quote/SavedNzQuoteView';
import type { NzQuoteContact } from '@/nz-quote/SavedNzQuoteView';

export const metadata = {
  title: 'Your saved quote',
  description:
    'A New Zealand health insurance quote you saved: the plan, who it is for and how its price is made up.',
  // One visitor's quote, opened from its link: nothing for search engines or the site search.
  ...noIndex,
};

// The number from its one home (brand.ts), the hours as the NZ site's footer gives them: neither typed again here.
const contact: NzQuoteContact = {
  phoneNumber: phone.nz,
  openHours: getEmbeddedNavData('nz').footer.contact?.openHours ?? [],
};

export default function SavedNzQuotePage() {
  return (
    <JourneyPageLayout title="Your saved quote" saved>
      <SavedNzQuoteView contact={contact} />
    </JourneyPageLayout>
  );
}
