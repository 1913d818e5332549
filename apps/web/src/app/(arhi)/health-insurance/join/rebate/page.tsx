// Step 2 of the quote journey: the Australian Government rebate.
import { JourneyPage, journeyMetadata } from '@/quote/JourneyPage';
import { RebateStep } from '@/quote/steps/RebateStep';

export const metadata = journeyMetadata('rebate');

export default function Page() {
  return (
    <JourneyPage step="rebate">
      <RebateStep />
    </JourneyPage>
  );
}
