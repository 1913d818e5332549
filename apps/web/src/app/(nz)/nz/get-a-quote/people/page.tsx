// Step 2 of the NZ quote: each person's age, and whether each adult smokes.
import { NzJourneyPage, nzJourneyMetadata } from '@/nz-quote/NzJourneyPage';
import { PeopleStep } from '@/nz-quote/steps/PeopleStep';

export const metadata = nzJourneyMetadata('people');

export default function Page() {
  return (
    <NzJourneyPage step="people">
      <PeopleStep />
    </NzJourneyPage>
  );
}
