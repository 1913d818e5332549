// Step 2 of the travel quote: the dates of the trip, or when a year of cover starts.
import { TravelJourneyPage, travelJourneyMetadata } from '@/travel-quote/TravelJourneyPage';
import { DatesStep } from '@/travel-quote/steps/DatesStep';

export const metadata = travelJourneyMetadata('dates');

export default function Page() {
  return (
    <TravelJourneyPage step="dates">
      <DatesStep />
    </TravelJourneyPage>
  );
}
