// Step 3 of the travel quote: how many are travelling, their ages, and whether the visitor is a member.
import { TravelJourneyPage, travelJourneyMetadata } from '@/travel-quote/TravelJourneyPage';
import { TravellersStep } from '@/travel-quote/steps/TravellersStep';

export const metadata = travelJourneyMetadata('travellers');

export default function Page() {
  return (
    <TravelJourneyPage step="travellers">
      <TravellersStep />
    </TravelJourneyPage>
  );
}
