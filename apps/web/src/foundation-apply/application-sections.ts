// The application's answers as the check step's summary and the saved page show them, a section per step: its own
// module, so the saved page does not load the check step's form and one-time code.
import { formatDollars, formatLongDate } from '@ds/ui/format';
import { ELIGIBILITY_QUESTIONS, FOCUS_AREA_LABELS, eligibilityText } from '@ds/product/foundation-grants';
import type { FoundationAnswers } from '@ds/product/foundation-grants';
import type { CheckAnswersSection } from '@/application-forms/CheckAnswers';
import { applySteps } from './journey';
import type { ApplyStepId } from './journey';

const title = (id: ApplyStepId) => applySteps.find((step) => step.id === id)!.title;

/** '51 824 753 556': the ABN as it is printed. */
export const spacedAbn = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** The answers as the summary shows them, a section per step; also the saved page's. */
export function applicationSections(
  application: FoundationAnswers,
  changeHref: (id: ApplyStepId) => string | null,
): CheckAnswersSection[] {
  const { organisation, project } = application;
  const section = (id: ApplyStepId, rows: CheckAnswersSection['rows']): CheckAnswersSection => ({
    title: title(id),
    changeHref: changeHref(id) ?? undefined,
    rows,
  });
  return [
    section(
      'eligibility',
      ELIGIBILITY_QUESTIONS.map((question) => ({ label: eligibilityText(question).question, value: 'Yes' })),
    ),
    section('organisation', [
      { label: 'Organisation name', value: organisation.name },
      { label: 'ABN', value: spacedAbn(organisation.abn) },
      { label: 'Contact person', value: `${organisation.contactFirstName} ${organisation.contactLastName}` },
    ]),
    section('project', [
      { label: 'Project title', value: project.title },
      { label: 'Description', value: project.description },
      { label: 'Amount', value: formatDollars(project.amount) },
      { label: 'Start date', value: formatLongDate(project.startDate) },
      { label: 'Focus area', value: FOCUS_AREA_LABELS[project.focusArea] },
    ]),
  ];
}
