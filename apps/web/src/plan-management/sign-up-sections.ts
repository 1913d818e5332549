// The sign-up's answers as the check step's summary and the saved page show them, a section per step: its own
// module, so the saved page does not load the check step's form and one-time code.
import { formatLongDate } from '@ds/ui/format';
import { APPLICANT_ROLE_LABELS, PLAN_BUDGET_LABELS, planManagerConsent } from '@ds/product/plan-management';
import type { PlanManagementAnswers } from '@ds/product/plan-management';
import type { CheckAnswersSection } from '@/application-forms/CheckAnswers';
import { signUpSteps } from './journey';
import type { SignUpStepId } from './journey';

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
