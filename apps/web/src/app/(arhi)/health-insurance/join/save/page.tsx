// Step 5 of the quote journey: a verified contact, then the saved quote's link.
import { products } from '@ds/product/data';
import { JourneyPage, journeyMetadata } from '@/quote/JourneyPage';
import { SaveStep } from '@/quote/steps/SaveStep';

export const metadata = journeyMetadata('save');

export default function Page() {
  return (
    <JourneyPage step="save">
      <SaveStep productNames={Object.fromEntries(products.map((product) => [product.id, product.name]))} />
    </JourneyPage>
  );
}
