// The product data's fixed lists and labels (SPEC 3), without zod, so the browser can use them cheaply.
import { AU_STATES } from '@ds/api/au-states';
import type { AuState } from '@ds/api/au-states';

export * from './dependants';

export const PRODUCT_TYPES = ['hospital', 'extras', 'combined'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Hospital tiers, lowest first (the badge tiers of @ds/ui). */
export const HOSPITAL_TIERS = [
  'basic',
  'basic-plus',
  'bronze',
  'bronze-plus',
  'silver',
  'silver-plus',
  'gold',
] as const;
export type HospitalTier = (typeof HOSPITAL_TIERS)[number];

export const COVERED_TYPE_CODES = [
  'Inclusion',
  'Exclusion',
  'Restriction',
  'MBP',
  'R',
  'Incl',
  'LB',
] as const;
export type CoveredTypeCode = (typeof COVERED_TYPE_CODES)[number];

/** The labels of SPEC 3, exactly. */
export const COVERED_TYPE_LABELS: Record<CoveredTypeCode, string> = {
  Inclusion: 'Included',
  Exclusion: 'Excluded',
  Restriction: 'Restricted',
  MBP: 'Minimum Benefits Payable',
  R: 'Restricted, Hospital Benefits Only',
  Incl: 'Included, Hospital Benefits Only',
  LB: 'Lower Benefits',
};

/** The states and territories a price is set for: every one of them. */
export const STATES = AU_STATES;
export type State = AuState;

/** Who a policy covers. A single parent's family is priced as a family. */
export const COVER_FOR = ['single', 'couple', 'family', 'single-parent'] as const;
export type CoverFor = (typeof COVER_FOR)[number];

export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly', 'annually'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

// Names for the choices, as the price controls and the quote journey show them.
export const COVER_FOR_LABELS: Record<CoverFor, string> = {
  single: 'Single',
  couple: 'Couple',
  family: 'Family',
  'single-parent': 'Single parent family',
};

/** Who a price is for, inside a sentence: 'a sample price for a family in Victoria'. */
export const COVER_FOR_PHRASES: Record<CoverFor, string> = {
  single: 'one adult',
  couple: 'a couple',
  family: 'a family',
  'single-parent': 'a single-parent family',
};

export const FREQUENCY_NAMES: Record<Frequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  annually: 'Annually',
};

export const STATE_LABELS: Record<State, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};
