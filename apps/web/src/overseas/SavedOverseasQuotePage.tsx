// A saved overseas quote's page in one variant (<base>/saved?id=...), in that variant's header and footer.
import type { Metadata } from 'next';
import { noIndex } from '@/chrome/no-index';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { getEmbeddedNavData, phone } from '@ds/site/data';
import type { OverseasVariant } from './journey';
import { SavedOverseasQuoteView } from './SavedOverseasQuoteView';

export const savedOverseasQuoteMetadata: Metadata = {
  title: 'Your saved overseas cover quote',
  description:
    'An overseas health cover quote you saved: the cover, who it is for and how its price is made up.',
  // One visitor's quote, opened from its link: nothing for search engines or the site search.
  ...noIndex,
};

export function SavedOverseasQuotePage({ variant }: { variant: OverseasVariant }) {
  // The overseas team's number from its one home (brand.ts), the hours as the variant's footer gives them.
  const contact = {
    phoneNumber: phone.international,
    openHours: getEmbeddedNavData(variant).footer.contact?.openHours ?? [],
  };
  return (
    <JourneyPageLayout title="Your saved quote" saved>
      <SavedOverseasQuoteView variant={variant} contact={contact} />
    </JourneyPageLayout>
  );
}
