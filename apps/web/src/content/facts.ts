// Product facts in content: copy never types a price, excess, limit, age or list of options; it holds a
// placeholder ('{price:hospital-basic:weekly}', '{fact:dependants}') that the typed builders below write, and
// resolveFacts fills it from the product data when the page renders. A placeholder the data cannot fill throws,
// so the build fails rather than a page saying something the data does not hold.
import {
  COVER_FOR_PHRASES,
  DEPENDANT_AGE_LIMITS,
  DEPENDANTS_PHRASE,
  FREQUENCIES,
  KNOWN_GAP_MAXIMUM,
  STATE_LABELS,
  extrasServiceGroups,
  hospitalWaitingPeriods,
  networkSavingSentence,
  productById,
  productsOfType,
} from '@ds/product/data';
import type { AnnualLimit, Frequency, Product } from '@ds/product/data';
import { ANNUAL_DISCOUNT, DEFAULT_PRICE_QUERY, priceOf } from '@ds/product/pricing';
import {
  LHC_FREE_AGE,
  LHC_MAX_PERCENT,
  LHC_PERMITTED_DAYS,
  LHC_RATE_PER_YEAR,
  LHC_YEARS_TO_REMOVE,
} from '@ds/product/quote';
import { formatDollars, formatPrice } from '@ds/ui/format';

/** 'a, b or c' / 'a, b and c'. */
function list(items: readonly string[], joiner: 'and' | 'or'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** 22 -> '22nd', 31 -> '31st': a birthday. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** '12 Months' -> '12 months', as a sentence says it. */
const waitingPeriodText = (period: string) => period.toLowerCase();

const PER: Record<Frequency, string> = {
  weekly: 'a week',
  fortnightly: 'a fortnight',
  monthly: 'a month',
  annually: 'a year',
};

const hospitalProducts = () => productsOfType('hospital');

const includes = (product: Product, inclusionId: string) =>
  product.inclusions.some(
    (inclusion) => inclusion.id === inclusionId && inclusion.coveredTypeCode !== 'Exclusion',
  );

/** Facts that are not one product's, each worked out from the data. */
const FACTS = {
  /** Whom content's sample prices are for: 'one adult in New South Wales'. */
  samplePriceFor: () =>
    `${COVER_FOR_PHRASES[DEFAULT_PRICE_QUERY.cover]} in ${STATE_LABELS[DEFAULT_PRICE_QUERY.state]}`,
  frequencies: () => list(FREQUENCIES, 'or'),
  annualDiscount: () => `${Math.round(ANNUAL_DISCOUNT * 100)}%`,
  /** The excesses our hospital covers come with: '$500 or $750'. */
  hospitalExcesses: () =>
    list(
      [
        ...new Set(
          hospitalProducts().flatMap((product) => (product.excess === undefined ? [] : [product.excess])),
        ),
      ]
        .sort((a, b) => a - b)
        .map((amount) => formatDollars(amount)),
      'or',
    ),
  dependants: () => DEPENDANTS_PHRASE,
  /** The birthdays on which a dependant comes off a family policy: '22nd', '31st'. */
  dependantNonStudentBirthday: () => ordinal(DEPENDANT_AGE_LIMITS.nonStudentUnder),
  dependantStudentBirthday: () => ordinal(DEPENDANT_AGE_LIMITS.studentUnder),
  /** Lifetime Health Cover (the rule and its sources are in @ds/product/quote's lhc.ts). */
  lhcAge: () => String(LHC_FREE_AGE + 1),
  lhcBirthday: () => ordinal(LHC_FREE_AGE + 1),
  lhcRate: () => `${LHC_RATE_PER_YEAR}%`,
  /** The age a loading is counted from: '2% for every year you are over 30'. */
  lhcFreeAge: () => String(LHC_FREE_AGE),
  lhcMaxLoading: () => `${LHC_MAX_PERCENT}%`,
  lhcYearsToRemove: () => String(LHC_YEARS_TO_REMOVE),
  /** The days without hospital cover a life may have without a loading: '1,094'. */
  lhcPermittedDays: () => LHC_PERMITTED_DAYS.toLocaleString('en-AU'),
  /** The hospital covers that include pregnancy and birth, by name. */
  pregnancyCovers: () =>
    list(
      hospitalProducts()
        .filter((product) => includes(product, 'pregnancy-and-birth'))
        .map((product) => product.name),
      'and',
    ),
  /** The hospital covers with accident cover from day one, by name. */
  accidentCovers: () =>
    list(
      hospitalProducts()
        .filter((product) => includes(product, 'accidental-injury'))
        .map((product) => product.name),
      'and',
    ),
  hospitalWaitGeneral: () => waitingPeriodText(hospitalWaitingPeriods.general),
  hospitalWaitPregnancy: () => waitingPeriodText(hospitalWaitingPeriods.pregnancyAndBirth),
  hospitalWaitPreExisting: () => waitingPeriodText(hospitalWaitingPeriods.preExistingConditions),
  hospitalWaitPreExistingPsychiatric: () =>
    waitingPeriodText(hospitalWaitingPeriods.preExistingPsychiatricRehabilitationPalliative),
  /** '2 months for general dental, physiotherapy ...; 6 months for optical; 12 months for ...'. */
  extrasWaitingPeriods: () => {
    const byPeriod = new Map<string, string[]>();
    for (const group of extrasServiceGroups) {
      const names = byPeriod.get(group.waitingPeriod) ?? [];
      byPeriod.set(group.waitingPeriod, [...names, group.name.toLowerCase()]);
    }
    return [...byPeriod]
      .sort(([a], [b]) => parseInt(a, 10) - parseInt(b, 10))
      .map(([period, names]) => `${waitingPeriodText(period)} for ${list(names, 'and')}`)
      .join('; ');
  },
  orthodonticsWaitingPeriod: () =>
    waitingPeriodText(extrasServiceGroups.find((group) => group.id === 'orthodontics')?.waitingPeriod ?? ''),
  knownGapMaximum: () => formatDollars(KNOWN_GAP_MAXIMUM),
  /** What members pay less at the main brand's network dentists and optometrists, from the network data. */
  firstChoiceDentalSaving: () => networkSavingSentence('first-choice', 'dental'),
  firstChoiceOpticalSaving: () => networkSavingSentence('first-choice', 'optical'),
} satisfies Record<string, () => string>;

export type FactKey = keyof typeof FACTS;

// The typed builders content uses to write a placeholder.
export const fact = (key: FactKey) => `{fact:${key}}`;
export const productName = (productId: string) => `{name:${productId}}`;
/** The product's price at a frequency for the sample choice ('$26.05 a week'); say whom for with fact('samplePriceFor'). */
export const price = (productId: string, frequency: Frequency) => `{price:${productId}:${frequency}}`;
export const excess = (productId: string) => `{excess:${productId}}`;
/** A product's limit for an extras service: '$1,800 lifetime limit per person'. */
export const limit = (productId: string, serviceId: string) => `{limit:${productId}:${serviceId}}`;

/** Every placeholder: '{kind:args}'. */
export const PLACEHOLDER = /\{([a-z]+):([^{}\s]+)\}/g;

function product(id: string): Product {
  const found = productById(id);
  if (!found) throw new Error(`Content names a product that does not exist: '${id}'`);
  return found;
}

function limitRow(productId: string, serviceId: string): AnnualLimit {
  const service = product(productId)
    .inclusions.flatMap((inclusion) => inclusion.productServices)
    .find((candidate) => candidate.id === serviceId);
  const row = service?.annualLimits[0];
  if (!row?.limitAmount) throw new Error(`${productId} has no limit amount for '${serviceId}'`);
  return row;
}

const PERIOD_WORDS: Record<string, string> = { annual: 'annual', lifetime: 'lifetime', '3-year': '3-year' };

function resolveOne(kind: string, args: string[]): string {
  const [first = '', second = ''] = args;
  switch (kind) {
    case 'fact':
      if (!(first in FACTS)) throw new Error(`Content uses an unknown fact: '${first}'`);
      return FACTS[first as FactKey]();
    case 'name':
      return product(first).name;
    case 'price': {
      if (!(FREQUENCIES as readonly string[]).includes(second))
        throw new Error(`Unknown frequency '${second}'`);
      const frequency = second as Frequency;
      const { amount } = priceOf(product(first), { ...DEFAULT_PRICE_QUERY, frequency });
      if (amount === null) throw new Error(`${first} is not sold for the sample price choice`);
      return `${formatPrice(amount)} ${PER[frequency]}`;
    }
    case 'excess': {
      const amount = product(first).excess;
      if (amount === undefined) throw new Error(`${first} has no excess`);
      return formatDollars(amount);
    }
    case 'limit': {
      const row = limitRow(first, second);
      const period = PERIOD_WORDS[row.timePeriod ?? 'annual'] ?? row.timePeriod;
      return `${formatDollars(row.limitAmount ?? 0)} ${period} limit per ${row.applyToName ?? 'person'}`;
    }
    default:
      throw new Error(`Content uses an unknown placeholder kind: '${kind}'`);
  }
}

/** A content string with its placeholders filled from the product data. */
export function resolveFacts(text: string): string {
  return text.replace(PLACEHOLDER, (_, kind: string, args: string) => resolveOne(kind, args.split(':')));
}

/** Every string in a content value (a page, a home's content), resolved; the shape is unchanged. */
export function resolveContent<T>(value: T): T {
  if (typeof value === 'string') return resolveFacts(value) as T;
  if (Array.isArray(value)) return value.map(resolveContent) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveContent(inner)])) as T;
  }
  return value;
}
