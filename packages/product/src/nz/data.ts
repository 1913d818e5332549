// New Zealand health insurance: the plans, who a plan can cover, and the sample prices a quote is made of.
// FICTIONAL SAMPLE PRICES IN NZD (New Zealand dollars, GST included where it applies): plausible, not any insurer's
// real rates. The plan names are the ones the NZ pages use (apps/web/src/content/pages/nz.ts). The age limits and
// loadings are this fictional insurer's own policy rules, not law: nothing here comes from Australian rules.

/** The currency every NZ price is in, said beside the prices ('NZ$', 'NZD'). */
export const NZ_CURRENCY = 'NZD';

/** Who a plan covers. */
export const NZ_COVER_FOR = ['just-me', 'me-and-partner', 'family', 'me-and-children'] as const;
export type NzCoverFor = (typeof NZ_COVER_FOR)[number];

export const NZ_COVER_LABELS: Record<NzCoverFor, string> = {
  'just-me': 'Just me',
  'me-and-partner': 'Me and my partner',
  family: 'Me, my partner and our children',
  'me-and-children': 'Me and my children',
};

/** How many adults each choice covers, and whether it has children. */
export const NZ_COVER_PEOPLE: Record<NzCoverFor, { adults: 1 | 2; children: boolean }> = {
  'just-me': { adults: 1, children: false },
  'me-and-partner': { adults: 2, children: false },
  family: { adults: 2, children: true },
  'me-and-children': { adults: 1, children: true },
};

/** The most children one quote covers (more can be added by calling us). */
export const NZ_MAX_CHILDREN = 6;

/**
 * The ages an adult can join at: 18, up to their 75th birthday. (Policy rule of this fictional insurer: existing
 * members keep their plan for life; new members join before 75.)
 */
export const NZ_ADULT_AGE = { min: 18, max: 74 } as const;

/**
 * Children are covered on a parent's plan until they turn 21, or until they turn 25 while studying full-time
 * (policy rule of this fictional insurer). Younger than that they are priced at the child rate, with no smoker
 * question.
 */
export const NZ_CHILD_AGE = { min: 0, under: 21, studyingUnder: 25 } as const;

/** Smoking or vaping nicotine in the last 12 months adds this much to an adult's premium (sample). */
export const NZ_SMOKER_LOADING_PERCENT = 20;

/**
 * The excesses a plan can have (paid once per claim year), in NZ dollars, and how much each takes off the premium:
 * a higher excess, a lower premium (sample percentages).
 */
export const NZ_EXCESSES = [0, 250, 500, 1000, 2000] as const;
export type NzExcess = (typeof NZ_EXCESSES)[number];

export const NZ_EXCESS_DISCOUNT_PERCENT: Record<NzExcess, number> = {
  0: 0,
  250: 8,
  500: 15,
  1000: 25,
  2000: 35,
};

/** Adults' age bands, youngest first: `from` is the first age in the band, each runs to the next one's start. */
export const NZ_ADULT_BANDS = [
  { id: '18-24', from: 18 },
  { id: '25-29', from: 25 },
  { id: '30-34', from: 30 },
  { id: '35-39', from: 35 },
  { id: '40-44', from: 40 },
  { id: '45-49', from: 45 },
  { id: '50-54', from: 50 },
  { id: '55-59', from: 55 },
  { id: '60-64', from: 60 },
  { id: '65-69', from: 65 },
  { id: '70-74', from: 70 },
] as const;

/** A person's price band: an adult's by age, or the child rate. */
export type NzBand = (typeof NZ_ADULT_BANDS)[number]['id'] | 'child';

export const NZ_PLAN_IDS = ['hospital-essentials', 'hospital-and-specialists', 'everyday'] as const;
export type NzPlanId = (typeof NZ_PLAN_IDS)[number];

export interface NzPlan {
  id: NzPlanId;
  name: string;
  /** One sentence: what the plan is for. */
  summary: string;
  /** What it pays for, in the order the plan card lists them. */
  covers: readonly string[];
  /** Sample monthly premium per person in NZD, non-smoker, $0 excess, by band. */
  monthly: Record<NzBand, number>;
}

export const NZ_PLANS: readonly NzPlan[] = [
  {
    id: 'hospital-essentials',
    name: 'Hospital Essentials',
    summary: 'Private surgery, hospital stays and cancer care.',
    covers: ['Private surgery and hospital stays', 'Cancer care'],
    monthly: {
      child: 16,
      '18-24': 38,
      '25-29': 42,
      '30-34': 47,
      '35-39': 53,
      '40-44': 61,
      '45-49': 72,
      '50-54': 86,
      '55-59': 104,
      '60-64': 127,
      '65-69': 156,
      '70-74': 192,
    },
  },
  {
    id: 'hospital-and-specialists',
    name: 'Hospital and Specialists',
    summary:
      'Hospital Essentials, plus specialist consultations and diagnostic tests before and after surgery.',
    covers: [
      'Private surgery and hospital stays',
      'Cancer care',
      'Specialist consultations',
      'Diagnostic tests before and after surgery',
    ],
    monthly: {
      child: 24,
      '18-24': 55,
      '25-29': 61,
      '30-34': 68,
      '35-39': 77,
      '40-44': 88,
      '45-49': 104,
      '50-54': 124,
      '55-59': 150,
      '60-64': 183,
      '65-69': 225,
      '70-74': 277,
    },
  },
  {
    id: 'everyday',
    name: 'Everyday',
    summary: 'Hospital and Specialists, plus GP visits, prescriptions, dental and optical.',
    covers: [
      'Private surgery and hospital stays',
      'Cancer care',
      'Specialist consultations',
      'Diagnostic tests before and after surgery',
      'GP visits and prescriptions',
      'Dental and optical',
    ],
    monthly: {
      child: 41,
      '18-24': 92,
      '25-29': 101,
      '30-34': 111,
      '35-39': 123,
      '40-44': 138,
      '45-49': 158,
      '50-54': 184,
      '55-59': 217,
      '60-64': 259,
      '65-69': 312,
      '70-74': 378,
    },
  },
];

export const nzPlan = (id: NzPlanId): NzPlan => NZ_PLANS.find((plan) => plan.id === id)!;

/** How a premium is paid: the quote shows every one, monthly first. 26 fortnights in a year. */
export const NZ_FREQUENCIES = ['monthly', 'fortnightly', 'annually'] as const;
export type NzFrequency = (typeof NZ_FREQUENCIES)[number];

export const NZ_FREQUENCY_LABELS: Record<NzFrequency, string> = {
  monthly: 'per month',
  fortnightly: 'per fortnight',
  annually: 'per year',
};
