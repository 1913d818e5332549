// Step 4 of the quote journey: the covers, priced for the visitor.
import { coverCards } from '@/quote/cover-cards';
import { JourneyPage, journeyMetadata } from '@/quote/JourneyPage';
import { CoverStep } from '@/quote/steps/CoverStep';

export const metadata = journeyMetadata('choose-cover');

export default function Page() {
  return (
    <JourneyPage step="choose-cover">
      <CoverStep cards={coverCards()} />
    </JourneyPage>
  );
}
