// Step 1 of the quote journey, the target of 'Get a quote' on every page: who is covered.
import { JourneyPage, journeyMetadata } from '@/quote/JourneyPage';
import { WhoStep } from '@/quote/steps/WhoStep';

export const metadata = journeyMetadata('welcome');

export default function Page() {
  return (
    <JourneyPage step="welcome">
      <WhoStep />
    </JourneyPage>
  );
}
