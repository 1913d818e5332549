// Step 1 of the travel quote, the target of every 'Get a travel quote': your trip (one or a year of trips, where to).
import { TravelJourneyPage, travelJourneyMetadata } from '@/travel-quote/TravelJourneyPage';
import { TripStep } from '@/travel-quote/steps/TripStep';

export const metadata = travelJourneyMetadata('trip');

export default function Page() {
  return (
    <TravelJourneyPage step="trip">
      <TripStep />
    </TravelJourneyPage>
  );
}
