// Step 2 of the plan management sign-up: who is filling in the form.
import { SignUpPage, signUpMetadata } from '@/plan-management/SignUpPage';
import { ApplicantStep } from '@/plan-management/steps/ApplicantStep';

export const metadata = signUpMetadata('applicant');

export default function Page() {
  return (
    <SignUpPage step="applicant">
      <ApplicantStep />
    </SignUpPage>
  );
}
