// Step 1 of the plan management sign-up, the target of 'Join us' on every thrive page: about the participant.
import { SignUpPage, signUpMetadata } from '@/plan-management/SignUpPage';
import { ParticipantStep } from '@/plan-management/steps/ParticipantStep';

export const metadata = signUpMetadata('participant');

export default function Page() {
  return (
    <SignUpPage step="participant">
      <ParticipantStep />
    </SignUpPage>
  );
}
