// Step 3 of the NZ quote: the plan and its excess, and the price.
import { NzJourneyPage, nzJourneyMetadata } from '@/nz-quote/NzJourneyPage';
import { PlanStep } from '@/nz-quote/steps/PlanStep';

export const metadata = nzJourneyMetadata('plan');

export default function Page() {
  return (
    <NzJourneyPage step="plan">
      <PlanStep />
    </NzJourneyPage>
  );
}
