// Step 4 of the travel quote: the excess and the plan, each priced for this trip and these travellers.
import { TravelJourneyPage, travelJourneyMetadata } from '@/travel-quote/TravelJourneyPage';
import { PlanStep } from '@/travel-quote/steps/PlanStep';

export const metadata = travelJourneyMetadata('plan');

export default function Page() {
  return (
    <TravelJourneyPage step="plan">
      <PlanStep />
    </TravelJourneyPage>
  );
}
