// The foundation's funding round: when it is open, how much a grant can be, when funded projects start, the focus
// areas, and the limits of the application's text. The funding pages, the application's rules and the server's
// check all read them from here. The foundation, the round and its amounts are fictional but plausible.

/** A focus area of the round, as the foundation's about page names them. */
export const FOCUS_AREAS = ['youth-mental-health', 'health-literacy', 'carers'] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const FOCUS_AREA_LABELS: Record<FocusArea, string> = {
  'youth-mental-health': 'Young people’s mental health',
  'health-literacy': 'Health literacy',
  carers: 'Support for carers',
};

export const FOCUS_AREA_HINTS: Record<FocusArea, string> = {
  'youth-mental-health': 'Early support, peer programs and wellbeing in schools and communities.',
  'health-literacy': 'Helping people find, understand and use health information.',
  carers: 'Respite, wellbeing and support for people who care for a family member, young carers especially.',
};

export interface FundingRound {
  id: string;
  name: string;
  /** The first and last days applications are taken, yyyy-mm-dd (both included). */
  opens: string;
  closes: string;
  /** When applicants hear, yyyy-mm-dd. */
  decisionsBy: string;
  /** The first and last days a funded project may start, yyyy-mm-dd (both included). */
  projectsStartFrom: string;
  projectsStartBy: string;
  /** The smallest and largest grant, whole dollars (both allowed). */
  minAmount: number;
  maxAmount: number;
  focusAreas: readonly FocusArea[];
}

export const FUNDING_ROUND: FundingRound = {
  id: '2027-community-health',
  name: '2027 community health round',
  opens: '2026-11-02',
  closes: '2027-02-26',
  decisionsBy: '2027-05-31',
  projectsStartFrom: '2027-07-01',
  projectsStartBy: '2027-12-31',
  minAmount: 20_000,
  maxAmount: 150_000,
  focusAreas: FOCUS_AREAS,
};

/** The limits of the application's text, in characters. */
export const TEXT_LIMITS = {
  organisationName: 200,
  contactName: 100,
  projectTitle: 100,
  projectDescription: 1_500,
} as const;

/** The prefix of an application's reference, such as LFA-7K4M-Q9PX (Larkspur Foundation application). */
export const GRANT_REFERENCE_PREFIX = 'LFA';

/** The eligibility questions, in the order asked; each must be answered yes to apply. */
export const ELIGIBILITY_QUESTIONS = [
  'not-for-profit',
  'in-australia',
  'health-and-wellbeing',
  'amount-in-range',
] as const;
export type EligibilityQuestion = (typeof ELIGIBILITY_QUESTIONS)[number];
