// Step 3 of the quote journey: Lifetime Health Cover.
import { JourneyPage, journeyMetadata } from '@/quote/JourneyPage';
import { LhcStep } from '@/quote/steps/LhcStep';

export const metadata = journeyMetadata('lifetime-health-cover');

export default function Page() {
  return (
    <JourneyPage step="lifetime-health-cover">
      <LhcStep />
    </JourneyPage>
  );
}
