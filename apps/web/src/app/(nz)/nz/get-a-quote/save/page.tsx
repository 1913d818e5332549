// Step 4 of the NZ quote: the price breakdown, and the quote saved with a verified contact.
import { NzJourneyPage, nzJourneyMetadata } from '@/nz-quote/NzJourneyPage';
import { SaveStep } from '@/nz-quote/steps/SaveStep';

export const metadata = nzJourneyMetadata('save');

export default function Page() {
  return (
    <NzJourneyPage step="save">
      <SaveStep />
    </NzJourneyPage>
  );
}
