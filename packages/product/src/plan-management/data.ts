// The facts of the plan management sign-up: who may apply, the shape of an NDIS number, how long NDIS plans run,
// which budgets a plan manager can pay from, and the words of the consent. The sign-up pages, the rules and the
// server's check all read them from here. The brand is fictional; the NDIS facts are the NDIA's, with sources.

/** Who fills in the form: the participant, or someone who acts for them. */
export const APPLICANT_ROLES = ['participant', 'nominee', 'parent-guardian'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];

export const APPLICANT_ROLE_LABELS: Record<ApplicantRole, string> = {
  participant: 'The participant',
  nominee: 'A plan nominee',
  'parent-guardian': 'A parent or guardian',
};

export const APPLICANT_ROLE_HINTS: Record<ApplicantRole, string> = {
  participant: 'You are signing up for your own plan.',
  nominee: 'The NDIA has appointed you to act for the participant.',
  'parent-guardian': 'The participant is a child, or you are their legal guardian.',
};

/**
 * The NDIS number: the participant's nine-digit number, which starts with 43. The NDIA's myplace provider portal
 * guides describe it so (Bulk payment requests, self-help guide for providers, 'NDISNumber': the participant's
 * 9-digit NDIS number; and the participant portal guides show it on the participant's profile), and every number
 * the NDIA issues starts with 43. People read it off letters in groups, such as 430 123 456, so spaces are allowed.
 * https://www.ndis.gov.au/providers/working-provider/myplace-provider-portal-and-resources
 */
/** The longest name the sign-up takes, first or last (the service's limit too). */
export const NAME_MAX_LENGTH = 100;

export const NDIS_NUMBER = {
  digits: 9,
  prefix: '43',
  example: '430 123 456',
} as const;

/**
 * How long an NDIS plan runs, in the NDIA's words: "If your support needs are stable ... we generally give you a
 * 3-year plan. Your plan can be up to 5 years" (Our Guidelines, Creating your plan, How long will your plan go
 * for?), https://ourguidelines.ndis.gov.au/your-plan-menu/creating-your-plan/how-long-will-your-plan-go
 * So a plan ends at most five years after it starts. A plan that has not started yet can be signed up for up to
 * `startsWithinMonths` ahead: the NDIA approves a plan shortly before it starts, so a later start is a typo.
 */
export const PLAN_LENGTH = {
  longestYears: 5,
  startsWithinMonths: 6,
} as const;

/** The NDIS budgets a plan manager pays providers from (the NDIA's three support purposes). */
export const PLAN_BUDGETS = ['core', 'capacity-building', 'capital'] as const;
export type PlanBudget = (typeof PLAN_BUDGETS)[number];

export const PLAN_BUDGET_LABELS: Record<PlanBudget, string> = {
  core: 'Core supports',
  'capacity-building': 'Capacity Building supports',
  capital: 'Capital supports',
};

export const PLAN_BUDGET_HINTS: Record<PlanBudget, string> = {
  core: 'Everyday help, consumables, transport and social activities.',
  'capacity-building': 'Therapies, support coordination and building skills.',
  capital: 'Assistive technology and home modifications.',
};

/**
 * What the participant agrees to, exactly as the consent checkbox says it, given the plan manager's name (the
 * brand's, from the site's brand data). The application stores CONSENT_VERSION with the agreement, so it records
 * which words were agreed to: change the words and the version together.
 */
export const planManagerConsent = (planManager: string) =>
  `I agree to ${planManager} acting as my plan manager, and to ${planManager} contacting the NDIA and my providers about my plan: to set up plan management, pay my providers' invoices from my plan and answer questions about my supports.`;
export const CONSENT_VERSION = '2026-11';

/** The prefix of a sign-up's reference, such as TPM-7K4M-Q9PX (Thrive plan management). */
export const SIGN_UP_REFERENCE_PREFIX = 'TPM';

/** When the team answers a sign-up, said on the saved page. */
export const REPLY_WITHIN_BUSINESS_DAYS = 2;
