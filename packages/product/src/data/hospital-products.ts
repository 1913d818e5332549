// The seven sample hospital products, one per tier. Each lists all 38 clinical categories in the order of
// hospital-categories.ts: a category its base tier requires is included, any other is excluded, unless the plan
// below says otherwise (Basic's restricted three, and what a 'Plus' product adds from the next tier).
// Names, prices, excesses and the choice of 'Plus' extras are sample data; the tier rules are real.
import {
  hospitalCategories,
  hospitalCategoryWaitingPeriod,
  hospitalWaitingPeriods,
  type HospitalCategoryId,
} from './hospital-categories';
import type { InclusionInput, ProductInput } from './input-types';
import { hospitalProductNames } from './names';
import { STATES, type CoveredTypeCode, type HospitalTier, type State } from './schema';
import { baseTierOf, tierRank } from './tiers';

interface CategoryNote {
  disclaimer?: string;
  inclusionExtraInfo?: string;
}

interface HospitalPlan {
  id: string;
  tier: HospitalTier;
  summary: string;
  excess: number;
  availableIn?: readonly State[];
  baseMonthlyPremium: number;
  priceDisclaimer?: string;
  /** Where the cover differs from 'required by the base tier: Inclusion, otherwise Exclusion'. */
  cover?: Partial<Record<HospitalCategoryId, CoveredTypeCode>>;
  notes?: Partial<Record<HospitalCategoryId, CategoryNote>>;
  /** Inclusions that are not clinical categories, listed after the 38. */
  extraInclusions?: InclusionInput[];
}

const PRE_EXISTING_NOTE =
  'A 12-month waiting period applies if your condition is pre-existing: if you had signs or symptoms of it in the six months before you joined or upgraded.';

const MENTAL_HEALTH_WAIVER =
  'You can upgrade to a higher level of psychiatric cover once in your lifetime without serving the 2-month waiting period again, if you have already served it on any hospital cover.';

const RESTRICTED_BENEFITS =
  'Restricted benefits: we pay about what a shared room in a public hospital costs, so a private hospital stay will leave you with large out-of-pocket costs.';

/** Basic Plus's accident cover: not a clinical category, so it sits after the 38 (SPEC 5 injury text). */
const accidentalInjury: InclusionInput = {
  id: 'accidental-injury',
  name: 'Accidental injury',
  description:
    'If you are injured in an accident after you join, your hospital treatment in the categories a Bronze hospital cover includes is covered as if they were included, with no waiting period.',
  waitingPeriod: hospitalWaitingPeriods.accidents,
  coveredTypeCode: 'Incl',
  disclaimer:
    'You must be treated by a doctor or at a hospital within 24 hours of the accident. A readmission for the same injury is covered within 90 days.',
};

const plans: readonly HospitalPlan[] = [
  {
    id: 'hospital-basic',
    tier: 'basic',
    summary: 'Entry-level hospital cover for rehabilitation, psychiatric care and palliative care.',
    excess: 750,
    baseMonthlyPremium: 95.4,
    cover: {
      rehabilitation: 'MBP',
      'hospital-psychiatric-services': 'MBP',
      'palliative-care': 'MBP',
    },
  },
  {
    id: 'hospital-basic-plus',
    tier: 'basic-plus',
    summary: 'Basic cover plus restricted benefits for some common operations and cover for accidents.',
    excess: 750,
    // Not sold in WA and TAS, so the comparison page's unavailable overlay has a product to show.
    availableIn: STATES.filter((state) => state !== 'WA' && state !== 'TAS'),
    baseMonthlyPremium: 112.85,
    cover: {
      rehabilitation: 'Restriction',
      'hospital-psychiatric-services': 'Restriction',
      'palliative-care': 'Restriction',
      'tonsils-adenoids-and-grommets': 'R',
      'bone-joint-and-muscle': 'Restriction',
      'joint-reconstructions': 'Restriction',
      'hernia-and-appendix': 'Restriction',
      skin: 'R',
    },
    notes: {
      'bone-joint-and-muscle': { inclusionExtraInfo: RESTRICTED_BENEFITS },
      'joint-reconstructions': { inclusionExtraInfo: RESTRICTED_BENEFITS },
      'hernia-and-appendix': { inclusionExtraInfo: RESTRICTED_BENEFITS },
    },
    extraInclusions: [accidentalInjury],
  },
  {
    id: 'hospital-bronze',
    tier: 'bronze',
    summary: 'Cover for the 18 Bronze categories, such as hernia, tonsils and joint reconstructions.',
    excess: 750,
    baseMonthlyPremium: 138.6,
    cover: {
      rehabilitation: 'Restriction',
      'hospital-psychiatric-services': 'Restriction',
      'palliative-care': 'Restriction',
    },
  },
  {
    id: 'hospital-bronze-plus',
    tier: 'bronze-plus',
    summary:
      'Bronze cover with full psychiatric care and rehabilitation, plus back and spine and dental surgery.',
    excess: 500,
    baseMonthlyPremium: 156.2,
    cover: {
      'back-neck-and-spine': 'Inclusion',
      'plastic-and-reconstructive-surgery': 'Inclusion',
      'dental-surgery': 'Inclusion',
      'podiatric-surgery': 'LB',
    },
    notes: {
      'hospital-psychiatric-services': { inclusionExtraInfo: MENTAL_HEALTH_WAIVER },
      'back-neck-and-spine': { disclaimer: PRE_EXISTING_NOTE },
    },
  },
  {
    id: 'hospital-silver',
    tier: 'silver',
    summary: 'Adds heart, lung, back and spine and the other Silver categories to Bronze cover.',
    excess: 500,
    baseMonthlyPremium: 189.75,
    notes: {
      'hospital-psychiatric-services': { inclusionExtraInfo: MENTAL_HEALTH_WAIVER },
    },
  },
  {
    id: 'hospital-silver-plus',
    tier: 'silver-plus',
    summary: 'Silver cover plus joint replacements, cataracts, dialysis and sleep studies.',
    excess: 500,
    baseMonthlyPremium: 214.3,
    cover: {
      cataracts: 'Inclusion',
      'joint-replacements': 'Inclusion',
      'dialysis-for-chronic-kidney-failure': 'Inclusion',
      'sleep-studies': 'Inclusion',
    },
    notes: {
      'joint-replacements': {
        disclaimer: PRE_EXISTING_NOTE,
        inclusionExtraInfo:
          'Includes the cost of the artificial joint when it is on the government’s Prescribed List.',
      },
      cataracts: { disclaimer: PRE_EXISTING_NOTE },
    },
  },
  {
    id: 'hospital-gold',
    tier: 'gold',
    summary: 'Our most comprehensive hospital cover: every clinical category, with no restrictions.',
    excess: 500,
    baseMonthlyPremium: 262.9,
    // Whom the price is for (household, state, frequency, excess) the footnote says from the visitor's choice.
    priceDisclaimer: 'A Lifetime Health Cover loading, if you have one, is added to this price.',
    notes: {
      'pregnancy-and-birth': {
        disclaimer:
          'A 12-month waiting period applies: to be covered for the birth, you need to have held this cover for 12 months before it.',
        inclusionExtraInfo:
          'Your newborn’s hospital care is covered when you add them to a family or single-parent policy.',
      },
      'assisted-reproductive-services': {
        inclusionExtraInfo:
          'Covers the hospital admission for procedures; fertility clinic fees outside hospital are not.',
      },
    },
  },
];

function defaultCover(tier: HospitalTier, minimumTier: HospitalTier): CoveredTypeCode {
  return tierRank(minimumTier) <= tierRank(baseTierOf(tier)) ? 'Inclusion' : 'Exclusion';
}

function hospitalProduct(plan: HospitalPlan): ProductInput {
  const categoryInclusions = hospitalCategories.map((category): InclusionInput => ({
    id: category.id,
    name: category.name,
    description: category.description,
    waitingPeriod: hospitalCategoryWaitingPeriod(category.id),
    coveredTypeCode: plan.cover?.[category.id] ?? defaultCover(plan.tier, category.minimumTier),
    ...plan.notes?.[category.id],
  }));
  return {
    id: plan.id,
    type: 'hospital',
    name: hospitalProductNames[plan.tier],
    tier: plan.tier,
    summary: plan.summary,
    excess: plan.excess,
    inclusions: [...categoryInclusions, ...(plan.extraInclusions ?? [])],
    // Hospital cover has no annual limit; the row says so, and (SPEC 5) lets the detail modal show each
    // inclusion's waiting period and disclaimer.
    annualLimits: [
      {
        productId: plan.id,
        productName: hospitalProductNames[plan.tier],
        limitText: 'No annual limit on hospital benefits',
      },
    ],
    availableIn: [...(plan.availableIn ?? STATES)],
    baseMonthlyPremium: plan.baseMonthlyPremium,
    ...(plan.priceDisclaimer ? { priceDisclaimer: plan.priceDisclaimer } : {}),
  };
}

/** Lowest tier first. */
export const hospitalProducts: readonly ProductInput[] = plans.map(hospitalProduct);
