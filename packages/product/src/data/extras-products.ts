// The three sample extras products. Each lists every service group of extras-services.ts: a group is included
// when the product covers at least one of its services, and its included services carry the product's limit
// rows. Names, prices and limits are sample data.
import { policyBookletHref } from '../documents/anchors';
import { extrasServiceGroups, type ExtrasServiceGroupId, type ExtrasServiceId } from './extras-services';
import type { AnnualLimitInput, InclusionInput, ProductInput } from './input-types';
import { extrasProductNames } from './names';
import { STATES } from './schema';

/** A limit row without the product it belongs to, which the builder adds. */
type LimitTerms = Omit<AnnualLimitInput, 'productId' | 'productName'>;

interface GroupNote {
  disclaimer?: string;
  inclusionExtraInfo?: string;
}

interface ExtrasPlan {
  id: string;
  name: string;
  summary: string;
  baseMonthlyPremium: number;
  priceDisclaimer?: string;
  /** The services covered, each with its limit; a service not listed is not covered. */
  limits: Partial<Record<ExtrasServiceId, LimitTerms>>;
  notes?: Partial<Record<ExtrasServiceGroupId, GroupNote>>;
}

/** '$300': a plain yearly amount per person. */
const perPersonPerYear = (limitAmount: number): LimitTerms => ({
  limitAmount,
  applyToName: 'person',
  timePeriod: 'annual',
});

const plans: readonly ExtrasPlan[] = [
  {
    id: 'extras-starter',
    name: extrasProductNames.starter,
    summary: 'The everyday essentials: dental check-ups, glasses, physio and chiro.',
    baseMonthlyPremium: 23.85,
    limits: {
      'check-ups-and-cleans': perPersonPerYear(300),
      'fillings-and-extractions': perPersonPerYear(200),
      'glasses-and-contact-lenses': perPersonPerYear(150),
      'physiotherapy-consultations': perPersonPerYear(250),
      'chiropractic-consultations': perPersonPerYear(250),
    },
  },
  {
    id: 'extras-mid',
    name: extrasProductNames.mid,
    summary: 'Adds major dental, osteo, massage, podiatry and dietetics to the essentials.',
    baseMonthlyPremium: 44.1,
    limits: {
      'check-ups-and-cleans': perPersonPerYear(500),
      'fillings-and-extractions': perPersonPerYear(400),
      'crowns-and-bridges': perPersonPerYear(800),
      'root-canal-treatment': perPersonPerYear(600),
      dentures: perPersonPerYear(600),
      'glasses-and-contact-lenses': perPersonPerYear(250),
      'physiotherapy-consultations': perPersonPerYear(450),
      'chiropractic-consultations': perPersonPerYear(350),
      'osteopathy-consultations': perPersonPerYear(350),
      'remedial-massage-treatments': perPersonPerYear(250),
      'podiatry-consultations': perPersonPerYear(300),
      'dietitian-consultations': perPersonPerYear(200),
      'exercise-physiology-consultations': perPersonPerYear(200),
    },
  },
  {
    id: 'extras-top',
    name: extrasProductNames.top,
    summary: 'Our highest extras: every service group, including orthodontics, psychology and hearing aids.',
    baseMonthlyPremium: 72.65,
    priceDisclaimer: 'Extras cover never carries a Lifetime Health Cover loading.',
    limits: {
      // No amount: preventative dental is unlimited on this product (the card says '(unlimited)').
      'check-ups-and-cleans': {},
      'fillings-and-extractions': perPersonPerYear(800),
      'crowns-and-bridges': perPersonPerYear(1500),
      'root-canal-treatment': perPersonPerYear(1000),
      dentures: perPersonPerYear(1000),
      'braces-and-aligners': {
        limitAmount: 1800,
        limitText: '$1,800 per person lifetime limit',
        applyToName: 'person',
        timePeriod: 'lifetime',
      },
      // A sub-limit: up to $100 of the $350 may go on prescription sunglasses.
      'glasses-and-contact-lenses': {
        ...perPersonPerYear(350),
        childLimits: [
          { id: 'prescription-sunglasses', limitAmount: 100, serviceName: 'Prescription sunglasses' },
        ],
      },
      // A loyalty limit: grows each calendar year you hold the cover.
      'physiotherapy-consultations': {
        limitAmount: 500,
        annualIncrease: 100,
        applyToName: 'person',
        maxLimitPerTimePeriod: 900,
        timePeriod: 'annual',
      },
      'chiropractic-consultations': perPersonPerYear(500),
      'osteopathy-consultations': perPersonPerYear(500),
      'remedial-massage-treatments': perPersonPerYear(400),
      'podiatry-consultations': perPersonPerYear(500),
      orthotics: perPersonPerYear(300),
      'psychology-consultations': perPersonPerYear(500),
      'dietitian-consultations': perPersonPerYear(300),
      'exercise-physiology-consultations': perPersonPerYear(300),
      'speech-pathology-consultations': perPersonPerYear(400),
      'hearing-aids': {
        limitAmount: 1000,
        limitText: '$1,000 per person every 3 years',
        applyToName: 'person',
        timePeriod: '3-year',
      },
    },
    notes: {
      'general-dental': {
        inclusionExtraInfo: 'No limit on check-ups, scale and clean: we pay our benefit for every visit.',
      },
      orthodontics: {
        disclaimer:
          'A lifetime limit: the most we pay for each person’s orthodontics for as long as they hold extras cover with us.',
      },
      'hearing-aids': { disclaimer: 'One hearing aid claim per person every 3 years.' },
    },
  },
];

function extrasProduct(plan: ExtrasPlan): ProductInput {
  const limitRow = (terms: LimitTerms): AnnualLimitInput => ({
    productId: plan.id,
    productName: plan.name,
    ...terms,
  });

  const inclusions = extrasServiceGroups.map((group): InclusionInput => {
    const services = group.services.flatMap((service) => {
      const terms = plan.limits[service.id];
      if (!terms) return [];
      return [
        {
          id: service.id,
          name: service.name,
          description: service.description,
          waitingPeriod: 'waitingPeriod' in service ? service.waitingPeriod : group.waitingPeriod,
          coveredTypeCode: 'Inclusion' as const,
          pcatProductId: `${plan.id}-${service.id}`,
          annualLimits: [limitRow(terms)],
          policyBookletLink: policyBookletHref(group.id),
        },
      ];
    });
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      waitingPeriod: group.waitingPeriod,
      coveredTypeCode: services.length > 0 ? 'Inclusion' : 'Exclusion',
      ...(services.length > 0 ? plan.notes?.[group.id] : {}),
      productServices: services,
    };
  });

  return {
    id: plan.id,
    type: 'extras',
    name: plan.name,
    summary: plan.summary,
    inclusions,
    annualLimits: inclusions.flatMap((inclusion) =>
      (inclusion.productServices ?? []).flatMap((service) => service.annualLimits ?? []),
    ),
    availableIn: [...STATES],
    baseMonthlyPremium: plan.baseMonthlyPremium,
    ...(plan.priceDisclaimer ? { priceDisclaimer: plan.priceDisclaimer } : {}),
  };
}

export const extrasProducts: readonly ProductInput[] = plans.map(extrasProduct);
