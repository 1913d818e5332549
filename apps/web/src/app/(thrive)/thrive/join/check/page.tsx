// Step 5 of the plan management sign-up: check the answers, verify a contact and send.
import { brand } from '@ds/site/data';
import { SignUpPage, signUpMetadata } from '@/plan-management/SignUpPage';
import { CheckStep } from '@/plan-management/steps/CheckStep';

export const metadata = signUpMetadata('check');

export default function Page() {
  return (
    <SignUpPage step="check">
      <CheckStep planManager={brand.thrive} />
    </SignUpPage>
  );
}
