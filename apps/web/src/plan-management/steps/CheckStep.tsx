'use client';
// Step 5, check and send: every answer under its step's name with a 'Change' link to it, then the contact verified
// with a one-time code and the application saved (the journeys' VerifiedSave) through the application service.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { CheckAnswers } from '@/application-forms/CheckAnswers';
import { signUpSections } from '../sign-up-sections';
import { saveApplication } from '@/journeys/application-client';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { loadSignUpKind, savedSignUpHref, signUpStepHref, signUpSteps } from '../journey';
import { furthestOpenStep, signUpApplication } from '../journey-rules';
import { clearSignUp, updateSignUp, useSignUpAnswers, useToday } from '../journey-store';
import { SignUpStepForm } from '../SignUpStepForm';

export function CheckStep({ planManager }: { planManager: string }) {
  const answers = useSignUpAnswers();
  const today = useToday();
  const application = signUpApplication(answers, today);
  const router = useRouter();
  const save = useCallback(
    async (requestId: string) => {
      if (!application) throw new Error('The application is not complete');
      const saved = await saveApplication(loadSignUpKind, application, requestId);
      updateSignUp({ savedReference: saved.application.result.reference });
      return saved.id;
    },
    [application],
  );

  const startAgain = () => {
    clearSignUp();
    router.push(signUpStepHref('participant'));
  };

  if (!application) {
    const open = signUpSteps[furthestOpenStep(answers, today)]!;
    return (
      <Alert type="info" title={`Answer ‘${open.title}’ first`}>
        <Link href={signUpStepHref(open.id)}>Go to {open.title}</Link>
      </Alert>
    );
  }

  return (
    <SignUpStepForm step="check" problems={[]}>
      {() => (
        <Stack gap={7}>
          <CheckAnswers sections={signUpSections(application, planManager, signUpStepHref)} />
          <Stack gap={4}>
            <Text>
              To send the application, give a mobile number or email where we can reach you. We send a code to
              it to check it is yours.
            </Text>
            <VerifiedSave
              noun="application"
              contactId="sign-up-contact"
              contact={answers.contact}
              onContactChange={(contact) => updateSignUp({ contact })}
              savedId={answers.savedId}
              save={save}
              onSaved={(savedId) => updateSignUp({ savedId })}
              savedHref={savedSignUpHref}
              onStartAgain={startAgain}
            />
            {answers.savedId && answers.savedReference ? (
              <Text>
                Your reference is <strong>{answers.savedReference}</strong>. Quote it if you call us.
              </Text>
            ) : null}
          </Stack>
        </Stack>
      )}
    </SignUpStepForm>
  );
}
