// The plan management sign-up: its five steps (each a page of its own, so Back, Forward and a reload keep the
// visitor's place), what a visitor has answered, as typed, and where each step's page is. The first step is
// /thrive/join itself, the target of the thrive site's 'Join us'.
import type { AddressResult } from '@ds/address/types';
import type { ApplicantRole, PlanBudget } from '@ds/product/plan-management';
import type { JourneyDefinition } from '@/journeys/journey-definition';

export const SIGN_UP_PATH = '/thrive/join';

export const signUpSteps = [
  { id: 'participant', title: 'About the participant' },
  { id: 'applicant', title: 'Who is applying' },
  { id: 'plan', title: 'Your plan' },
  { id: 'consent', title: 'Consent' },
  { id: 'check', title: 'Check and send' },
] as const;

export type SignUpStepId = (typeof signUpSteps)[number]['id'];

const STEP_PATHS: Record<SignUpStepId, string> = {
  participant: SIGN_UP_PATH,
  applicant: `${SIGN_UP_PATH}/who-is-applying`,
  plan: `${SIGN_UP_PATH}/your-plan`,
  consent: `${SIGN_UP_PATH}/consent`,
  check: `${SIGN_UP_PATH}/check`,
};

export const signUpStepHref = (id: SignUpStepId) => STEP_PATHS[id];

export const savedSignUpHref = (id: string) => `${SIGN_UP_PATH}/saved?id=${encodeURIComponent(id)}`;

export const signUpJourney: JourneyDefinition<SignUpStepId> = {
  title: 'Sign up for plan management',
  lead: 'Five short steps: about the participant, who is applying, their NDIS plan, consent, and checking and sending. It takes about 5 minutes and costs nothing: the NDIS funds plan management.',
  progressLabel: 'Sign-up progress',
  steps: signUpSteps,
  href: signUpStepHref,
};

export interface SignUpAnswers {
  firstName: string;
  lastName: string;
  /** As typed, dd/mm/yyyy. */
  dateOfBirth: string;
  /** As typed, spaces and all. */
  ndisNumber: string;
  address: AddressResult | null;
  role: ApplicantRole | '';
  applicantFirstName: string;
  applicantLastName: string;
  /** As typed, dd/mm/yyyy. */
  planStart: string;
  planEnd: string;
  budgets: PlanBudget[];
  consent: boolean;
  contact: string;
  /** The application saved from these answers, and its reference; any other change of answer forgets them. */
  savedId: string;
  savedReference: string;
}

export const emptySignUpAnswers: SignUpAnswers = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ndisNumber: '',
  address: null,
  role: '',
  applicantFirstName: '',
  applicantLastName: '',
  planStart: '',
  planEnd: '',
  budgets: [],
  consent: false,
  contact: '',
  savedId: '',
  savedReference: '',
};

/** This journey's kind of saved application, loaded when a save or a saved page first needs it (its schemas). */
export const loadSignUpKind = () =>
  import('@ds/product/plan-management-application').then((module) => module.planManagementSignUpKind);
