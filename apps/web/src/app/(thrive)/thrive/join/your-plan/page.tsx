// Step 3 of the plan management sign-up: the participant's NDIS plan.
import { SignUpPage, signUpMetadata } from '@/plan-management/SignUpPage';
import { PlanStep } from '@/plan-management/steps/PlanStep';

export const metadata = signUpMetadata('plan');

export default function Page() {
  return (
    <SignUpPage step="plan">
      <PlanStep />
    </SignUpPage>
  );
}
