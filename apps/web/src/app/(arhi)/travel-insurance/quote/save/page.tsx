// Step 5 of the travel quote: the chosen plan's price, then the verified save.
import { TravelJourneyPage, travelJourneyMetadata } from '@/travel-quote/TravelJourneyPage';
import { SaveStep } from '@/travel-quote/steps/SaveStep';

export const metadata = travelJourneyMetadata('save');

export default function Page() {
  return (
    <TravelJourneyPage step="save">
      <SaveStep />
    </TravelJourneyPage>
  );
}
