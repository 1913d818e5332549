// The foundation's funding application: its four steps (each a page of its own, so Back, Forward and a reload keep
// the visitor's place), what a visitor has answered, as typed, and where each step's page is. The first step,
// whether the organisation can apply, is /foundation/funding/apply itself, the target of every 'Apply for funding'.
import type { EligibilityQuestion, FocusArea } from '@ds/product/foundation-grants';
import type { JourneyDefinition } from '@/journeys/journey-definition';

export const APPLY_PATH = '/foundation/funding/apply';

export const applySteps = [
  { id: 'eligibility', title: 'Check you can apply' },
  { id: 'organisation', title: 'Your organisation' },
  { id: 'project', title: 'Your project' },
  { id: 'check', title: 'Check and send' },
] as const;

export type ApplyStepId = (typeof applySteps)[number]['id'];

export const applyStepHref = (id: ApplyStepId) => (id === 'eligibility' ? APPLY_PATH : `${APPLY_PATH}/${id}`);

export const savedApplicationHref = (id: string) => `${APPLY_PATH}/saved?id=${encodeURIComponent(id)}`;

export const applyJourney: JourneyDefinition<ApplyStepId> = {
  title: 'Apply for funding',
  lead: 'Four steps: check you can apply, your organisation, your project, and checking and sending. It takes about 15 minutes; have your ABN and a short description of the project ready.',
  progressLabel: 'Application progress',
  steps: applySteps,
  href: applyStepHref,
};

export type YesNo = '' | 'yes' | 'no';

export interface ApplyAnswers {
  eligibility: Record<EligibilityQuestion, YesNo>;
  organisationName: string;
  /** As typed, spaces and all. */
  abn: string;
  contactFirstName: string;
  contactLastName: string;
  projectTitle: string;
  description: string;
  /** As typed: '45,000', '$45000'. */
  amount: string;
  /** As typed, dd/mm/yyyy. */
  startDate: string;
  focusArea: FocusArea | '';
  contact: string;
  /** The application saved from these answers, and its reference; any other change of answer forgets them. */
  savedId: string;
  savedReference: string;
}

export const emptyApplyAnswers: ApplyAnswers = {
  eligibility: {
    'not-for-profit': '',
    'in-australia': '',
    'health-and-wellbeing': '',
    'amount-in-range': '',
  },
  organisationName: '',
  abn: '',
  contactFirstName: '',
  contactLastName: '',
  projectTitle: '',
  description: '',
  amount: '',
  startDate: '',
  focusArea: '',
  contact: '',
  savedId: '',
  savedReference: '',
};

/** This journey's kind of saved application, loaded when a save or a saved page first needs it (its schemas). */
export const loadFoundationApplicationKind = () =>
  import('@ds/product/foundation-grants-application').then((module) => module.foundationApplicationKind);
