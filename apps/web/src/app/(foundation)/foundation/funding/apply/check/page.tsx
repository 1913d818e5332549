// Step 4 of the funding application: check the answers, verify a contact and send.
import { ApplyPage, applyMetadata } from '@/foundation-apply/ApplyPage';
import { CheckStep } from '@/foundation-apply/steps/CheckStep';

export const metadata = applyMetadata('check');

export default function Page() {
  return (
    <ApplyPage step="check">
      <CheckStep />
    </ApplyPage>
  );
}
