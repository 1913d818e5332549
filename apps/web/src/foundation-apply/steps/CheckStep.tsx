'use client';
// Step 4, check and send: every answer under its step's name with a 'Change' link to it, then the contact verified
// with a one-time code and the application saved (the journeys' VerifiedSave) through the application service.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { CheckAnswers } from '@/application-forms/CheckAnswers';
import { applicationSections } from '../application-sections';
import { saveApplication } from '@/journeys/application-client';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { applyStepHref, applySteps, loadFoundationApplicationKind, savedApplicationHref } from '../journey';
import { foundationApplicationAnswers, furthestOpenStep } from '../journey-rules';
import { clearApplication, updateApplication, useApplyAnswers, useToday } from '../journey-store';
import { ApplyStepForm } from '../ApplyStepForm';

export function CheckStep() {
  const answers = useApplyAnswers();
  const today = useToday();
  const application = foundationApplicationAnswers(answers, today);
  const router = useRouter();
  const save = useCallback(
    async (requestId: string) => {
      if (!application) throw new Error('The application is not complete');
      const saved = await saveApplication(loadFoundationApplicationKind, application, requestId);
      updateApplication({ savedReference: saved.application.result.reference });
      return saved.id;
    },
    [application],
  );

  const startAgain = () => {
    clearApplication();
    router.push(applyStepHref('eligibility'));
  };

  if (!application) {
    const open = applySteps[furthestOpenStep(answers, today)]!;
    return (
      <Alert type="info" title={`Answer ‘${open.title}’ first`}>
        <Link href={applyStepHref(open.id)}>Go to {open.title}</Link>
      </Alert>
    );
  }

  return (
    <ApplyStepForm step="check" problems={[]}>
      {() => (
        <Stack gap={7}>
          <CheckAnswers sections={applicationSections(application, applyStepHref)} />
          <Stack gap={4}>
            <Text>
              To send the application, give the contact person’s mobile number or email. We send a code to it
              to check it is theirs.
            </Text>
            <VerifiedSave
              noun="application"
              contactId="application-contact"
              contact={answers.contact}
              onContactChange={(contact) => updateApplication({ contact })}
              savedId={answers.savedId}
              save={save}
              onSaved={(savedId) => updateApplication({ savedId })}
              savedHref={savedApplicationHref}
              onStartAgain={startAgain}
            />
            {answers.savedId && answers.savedReference ? (
              <Text>
                Your reference is <strong>{answers.savedReference}</strong>. Quote it if you contact us.
              </Text>
            ) : null}
          </Stack>
        </Stack>
      )}
    </ApplyStepForm>
  );
}
