'use client';
// Step 5, check and send: every answer under its step's name with a 'Change' link to it, then the contact verified
// with a one-time code and the application saved (the journeys' VerifiedSave) through the application service.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { formatLongDate } from '@ds/ui/format';
import { APPLICANT_ROLE_LABELS, PLAN_BUDGET_LABELS, planManagerConsent } from '@ds/product/plan-management';
import type { PlanManagementAnswers } from '@ds/product/plan-management';
import { CheckAnswers } from '@/application-forms/CheckAnswers';
import type { CheckAnswersSection } from '@/application-forms/CheckAnswers';
import { saveApplication } from '@/journeys/application-client';
import { VerifiedSave } from '@/journeys/VerifiedSave';
import { loadSignUpKind, savedSignUpHref, signUpStepHref, signUpSteps } from '../journey';
import type { SignUpStepId } from '../journey';
import { furthestOpenStep, signUpApplication } from '../journey-rules';
import { clearSignUp, updateSignUp, useSignUpAnswers, useToday } from '../journey-store';
import { SignUpStepForm } from '../SignUpStepForm';

const title = (id: SignUpStepId) => signUpSteps.find((step) => step.id === id)!.title;

/** '430 123 456': the NDIS number as it is printed. */
export const spacedNdisNumber = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/** The answers as the summary shows them, a section per step; also the saved page's. */
export function signUpSections(
  application: PlanManagementAnswers,
  planManager: string,
  changeHref: (id: SignUpStepId) => string | null,
): CheckAnswersSection[] {
  const { participant, applicant, plan } = application;
  const section = (id: SignUpStepId, rows: CheckAnswersSection['rows']): CheckAnswersSection => ({
    title: title(id),
    changeHref: changeHref(id) ?? undefined,
    rows,
  });
  return [
    section('participant', [
      { label: 'Name', value: `${participant.firstName} ${participant.lastName}` },
      { label: 'Date of birth', value: formatLongDate(participant.dateOfBirth) },
      { label: 'NDIS number', value: spacedNdisNumber(participant.ndisNumber) },
      {
        label: 'Home address',
        value: `${participant.address.line}\n${participant.address.locality} ${participant.address.state} ${participant.address.postcode}`,
      },
    ]),
    section('applicant', [
      { label: 'Filled in by', value: APPLICANT_ROLE_LABELS[applicant.role] },
      ...(applicant.role === 'participant'
        ? []
        : [
            { label: 'Their name', value: `${applicant.firstName ?? ''} ${applicant.lastName ?? ''}`.trim() },
          ]),
    ]),
    section('plan', [
      { label: 'Plan dates', value: `${formatLongDate(plan.start)} to ${formatLongDate(plan.end)}` },
      {
        label: 'Budgets we manage',
        value: plan.budgets.map((budget) => PLAN_BUDGET_LABELS[budget]).join('\n'),
      },
    ]),
    section('consent', [{ label: 'Agreed to', value: planManagerConsent(planManager) }]),
  ];
}

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
