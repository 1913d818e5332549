// Travel insurance: the regions, plans, benefit limits, excesses, age bands and trip rules that the travel quote,
// the travel plan pages and the server's application service all read. Every price here is a FICTIONAL SAMPLE,
// plausible for an Australian travel policy but not a real insurer's rate: the site is a demonstration. The
// benefits are summaries; the (fictional) Product Disclosure Statement would hold the full terms.

/** Where a trip goes, cheapest first: a trip to several regions is priced at the dearest of them. */
export const REGIONS = ['australia', 'nz-pacific', 'asia', 'europe-uk', 'americas-worldwide'] as const;
export type RegionId = (typeof REGIONS)[number];

export interface Region {
  id: RegionId;
  name: string;
  /** What the region takes in, for the checkbox's description. */
  includes: string;
  /** The premium for this region as a multiple of the Asia premium (the sample rates below are for Asia). */
  factor: number;
}

export const REGION_DETAILS: readonly Region[] = [
  { id: 'australia', name: 'Australia only', includes: 'Trips within Australia', factor: 0.35 },
  {
    id: 'nz-pacific',
    name: 'New Zealand and the Pacific',
    includes: 'New Zealand, Fiji, Vanuatu, Samoa, New Caledonia and other Pacific islands',
    factor: 0.8,
  },
  {
    id: 'asia',
    name: 'Asia',
    includes: 'Including Bali, Japan, Singapore, Thailand and India',
    factor: 1,
  },
  {
    id: 'europe-uk',
    name: 'Europe and the UK',
    includes: 'Including the United Kingdom, Ireland, the Middle East and Africa',
    factor: 1.3,
  },
  {
    id: 'americas-worldwide',
    name: 'The Americas and worldwide',
    includes: 'Including the USA, Canada, South America, Antarctica and cruises that visit them',
    factor: 1.65,
  },
];

/** Single trip or a year of trips. */
export const TRIP_TYPES = ['single', 'annual'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** The dates a quote may have (counted in whole calendar days, both the first and the last day counted). */
export const TRIP_RULES = {
  /** The longest single trip we cover, in days (a trip from 1 January to 31 December of 2027 is 365 days). */
  maxTripDays: 365,
  /** How far ahead cover may start: the start date is at most this many months after today. */
  maxMonthsAhead: 18,
} as const;

/** Annual multi-trip: 12 months of cover from the start date, each trip up to 45 days (SPEC 5). */
export const ANNUAL_RULES = {
  /** Cover lasts this many months: from the start date to the day before the same date a year later. */
  periodMonths: 12,
  /** The longest trip an annual policy covers, in days, both the leaving and the coming-home day counted. */
  maxTripDays: 45,
  /** Trips within Australia are covered (cancellation, luggage, rental car excess) this far from home or more. */
  domesticTripMinKm: 250,
} as const;

/** Who may be on one quote. */
export const TRAVELLER_RULES = {
  min: 1,
  max: 8,
  /** Ages are whole years on the day of the quote. */
  minAge: 0,
  maxAge: 99,
  /** At least one traveller must be an adult, this old or older. */
  adultAge: 18,
} as const;

/**
 * Age bands, by age in whole years; the premium for a traveller is the plan's rate times the band's factor.
 * Dependent children (the 'child' band) travel free when at least one adult travels with them.
 */
export const AGE_BANDS = [
  { id: 'child', from: 0, to: 17, label: '17 or younger', factor: 0, freeWithAdult: true },
  { id: 'adult', from: 18, to: 64, label: '18 to 64', factor: 1, freeWithAdult: false },
  { id: 'senior', from: 65, to: 74, label: '65 to 74', factor: 1.8, freeWithAdult: false },
  { id: 'older', from: 75, to: 99, label: '75 or older', factor: 3.2, freeWithAdult: false },
] as const;
export type AgeBandId = (typeof AGE_BANDS)[number]['id'];

/** The excess a claim pays first: a higher excess lowers the premium by its factor. */
export const EXCESS_OPTIONS = [
  { amount: 0, factor: 1.2 },
  { amount: 100, factor: 1.08 },
  { amount: 250, factor: 1 },
  { amount: 500, factor: 0.9 },
] as const;
export type ExcessAmount = (typeof EXCESS_OPTIONS)[number]['amount'];
export const EXCESS_AMOUNTS = EXCESS_OPTIONS.map((option) => option.amount) as ExcessAmount[];
export const DEFAULT_EXCESS: ExcessAmount = 250;

/**
 * Health fund members save this share of the premium (the campaigns page's offer). It applies when the person
 * buying holds current health cover with us; the quote asks, and the membership is checked when the policy is
 * bought. It is taken off after the excess factor and is not combined with other discounts.
 */
export const MEMBER_DISCOUNT = 0.15;

export const PLANS = [
  'domestic',
  'international-comprehensive',
  'international-essentials',
  'international-medical',
  'annual-multi-trip',
] as const;
export type PlanId = (typeof PLANS)[number];

/** The benefits the limits table has a row for, in its order. */
export const BENEFITS = [
  'overseasMedical',
  'evacuation',
  'cancellation',
  'luggage',
  'rentalCarExcess',
  'travelDelay',
  'personalLiability',
] as const;
export type BenefitId = (typeof BENEFITS)[number];

export const BENEFIT_NAMES: Readonly<Record<BenefitId, string>> = {
  overseasMedical: 'Overseas medical and hospital',
  evacuation: 'Emergency evacuation and repatriation',
  cancellation: 'Cancellation and amendment costs',
  luggage: 'Luggage and personal items',
  rentalCarExcess: 'Rental car excess',
  travelDelay: 'Travel delay',
  personalLiability: 'Personal liability',
};

/** A benefit's most per policy: dollars, 'unlimited', or null when the plan does not cover it. */
export type BenefitLimit = number | 'unlimited' | null;

export interface Plan {
  id: PlanId;
  name: string;
  summary: string;
  /** Which trips the plan is for: domestic trips only, overseas trips, or a year of trips (annual). */
  for: 'domestic' | 'overseas' | 'annual';
  /**
   * Sample price for one adult (18 to 64) in Asia with the $250 excess: a single trip costs `perTrip` plus
   * `perDay` for each day; an annual policy costs `perYear`.
   */
  rates: { perTrip: number; perDay: number } | { perYear: number };
  /** The oldest a traveller may be on this plan (annual cover is not sold to the oldest band). */
  maxAge: number;
  limits: Readonly<Record<BenefitId, BenefitLimit>>;
}

export const PLAN_DETAILS: readonly Plan[] = [
  {
    id: 'domestic',
    name: 'Domestic',
    summary: 'Cancellation, luggage and rental car excess for trips within Australia.',
    for: 'domestic',
    rates: { perTrip: 50, perDay: 4.5 },
    maxAge: 99,
    limits: {
      // Travel insurance cannot pay for medical treatment in Australia (Medicare and health cover do).
      overseasMedical: null,
      evacuation: null,
      cancellation: 10_000,
      luggage: 5_000,
      rentalCarExcess: 5_000,
      travelDelay: 1_000,
      personalLiability: 2_500_000,
    },
  },
  {
    id: 'international-comprehensive',
    name: 'International Comprehensive',
    summary: 'Our highest limits for cancellation and luggage, with unlimited overseas medical cover.',
    for: 'overseas',
    rates: { perTrip: 45, perDay: 5.2 },
    maxAge: 99,
    limits: {
      overseasMedical: 'unlimited',
      evacuation: 'unlimited',
      cancellation: 'unlimited',
      luggage: 15_000,
      rentalCarExcess: 10_000,
      travelDelay: 3_000,
      personalLiability: 5_000_000,
    },
  },
  {
    id: 'international-essentials',
    name: 'International Essentials',
    summary: 'Unlimited overseas medical cover, with lower limits for cancellation and luggage.',
    for: 'overseas',
    rates: { perTrip: 32, perDay: 3.7 },
    maxAge: 99,
    limits: {
      overseasMedical: 'unlimited',
      evacuation: 'unlimited',
      cancellation: 10_000,
      luggage: 5_000,
      rentalCarExcess: 5_000,
      travelDelay: 1_000,
      personalLiability: 2_500_000,
    },
  },
  {
    id: 'international-medical',
    name: 'International Medical Only',
    summary: 'Overseas medical and hospital costs and emergency evacuation, and nothing else.',
    for: 'overseas',
    rates: { perTrip: 20, perDay: 2.4 },
    maxAge: 99,
    limits: {
      overseasMedical: 'unlimited',
      evacuation: 'unlimited',
      cancellation: null,
      luggage: null,
      rentalCarExcess: null,
      travelDelay: null,
      personalLiability: 1_000_000,
    },
  },
  {
    id: 'annual-multi-trip',
    name: 'Annual Multi-Trip',
    summary: `Every trip you take in ${ANNUAL_RULES.periodMonths} months, each up to ${ANNUAL_RULES.maxTripDays} days, with International Comprehensive medical cover.`,
    for: 'annual',
    rates: { perYear: 520 },
    maxAge: 74,
    limits: {
      overseasMedical: 'unlimited',
      evacuation: 'unlimited',
      cancellation: 20_000,
      luggage: 15_000,
      rentalCarExcess: 10_000,
      travelDelay: 3_000,
      personalLiability: 5_000_000,
    },
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLAN_DETAILS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No travel plan '${id}'`);
  return plan;
}

export function regionById(id: RegionId): Region {
  const region = REGION_DETAILS.find((candidate) => candidate.id === id);
  if (!region) throw new Error(`No travel region '${id}'`);
  return region;
}
