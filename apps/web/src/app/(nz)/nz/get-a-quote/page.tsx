// Step 1 of the NZ quote, the target of 'Get a quote' on every NZ page: who is covered.
import { NzJourneyPage, nzJourneyMetadata } from '@/nz-quote/NzJourneyPage';
import { WhoStep } from '@/nz-quote/steps/WhoStep';

export const metadata = nzJourneyMetadata('who');

export default function Page() {
  return (
    <NzJourneyPage step="who">
      <WhoStep />
    </NzJourneyPage>
  );
}
