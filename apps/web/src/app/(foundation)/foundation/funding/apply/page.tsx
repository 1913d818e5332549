// Step 1 of the funding application, the target of every 'Apply for funding': check the organisation can apply.
import { ApplyPage, applyMetadata } from '@/foundation-apply/ApplyPage';
import { EligibilityStep } from '@/foundation-apply/steps/EligibilityStep';

export const metadata = applyMetadata('eligibility');

export default function Page() {
  return (
    <ApplyPage step="eligibility">
      <EligibilityStep contactHref="/foundation/contact-us" fundingHref="/foundation/funding" />
    </ApplyPage>
  );
}
