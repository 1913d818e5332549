// The side-by-side table's content, prepared on the server from the product data (so the page ships the table's
// words, not the data set and its validation), and read back in the browser for the covers chosen. The price row
// is made in the browser, for the visitor's choice of who, where and how often (priceRow).
import type { Product } from '../data/schema';
import { COVERED_TYPE_LABELS, COVER_FOR_LABELS, FREQUENCY_NAMES, STATE_LABELS } from '../data/constants';
import { FREQUENCY_LABELS } from '../pricing';
import type { Price, PriceQuery } from '../pricing';
import { formatDollars, formatPrice } from '@ds/ui/format';
import { annualLimitText } from '../rules/annual-limit-text';

export interface CompareProduct {
  id: string;
  name: string;
  href: string;
  /** Feature name to what this cover says about it. */
  features: Record<string, string>;
}

const PRODUCT_TYPE_NAMES = {
  hospital: 'Hospital',
  extras: 'Extras',
  combined: 'Hospital and extras',
} as const;
/** A hospital tier as people say it: 'Basic Plus'. */
export const TIER_NAMES: Record<NonNullable<Product['tier']>, string> = {
  basic: 'Basic',
  'basic-plus': 'Basic Plus',
  bronze: 'Bronze',
  'bronze-plus': 'Bronze Plus',
  silver: 'Silver',
  'silver-plus': 'Silver Plus',
  gold: 'Gold',
};

const FIXED_FEATURES = ['Cover type', 'Hospital tier', 'Excess'];

export function compareProduct(product: Product): CompareProduct {
  const features: Record<string, string> = {
    [FIXED_FEATURES[0]!]: PRODUCT_TYPE_NAMES[product.type],
    [FIXED_FEATURES[1]!]: product.tier ? TIER_NAMES[product.tier] : 'No hospital cover',
    [FIXED_FEATURES[2]!]:
      product.excess === undefined ? 'No excess' : `${formatDollars(product.excess)} per admission`,
  };
  for (const inclusion of product.inclusions) {
    const covered = COVERED_TYPE_LABELS[inclusion.coveredTypeCode];
    const limit = inclusion.productServices
      .flatMap((service) => service.annualLimits)
      .map(annualLimitText)
      .find(Boolean);
    features[inclusion.name] =
      inclusion.coveredTypeCode === 'Exclusion'
        ? covered
        : [
            covered,
            `${inclusion.waitingPeriod.toLowerCase()} waiting period`,
            ...(limit ? [limit] : []),
          ].join('; ');
  }
  return {
    id: product.id,
    name: product.name,
    href: `/health-insurance/${product.type}/${product.id}`,
    features,
  };
}

export { comparedIds } from './compare-choice';

export interface Row {
  label: string;
  values: string[];
}

/** The price row's name says whom, where and how often the prices are for: 'Price for family cover in Victoria, paid annually'. */
export const priceRowLabel = ({ cover, state, frequency }: PriceQuery) =>
  `Price for ${COVER_FOR_LABELS[cover].toLowerCase()} cover in ${STATE_LABELS[state]}, paid ${FREQUENCY_NAMES[frequency].toLowerCase()}`;

/** Each cover's price for `pricedFor` (the choice `prices` answer), or why there is none. */
export function priceRow(
  compared: readonly Pick<CompareProduct, 'id'>[],
  prices: ReadonlyMap<string, Price>,
  pricedFor: PriceQuery,
): Row {
  return {
    label: priceRowLabel(pricedFor),
    values: compared.map((product) => {
      const price = prices.get(product.id);
      if (price && !price.available) return `Not sold in ${STATE_LABELS[pricedFor.state]}`;
      if (!price || price.amount === null) return 'Not available';
      return `${formatPrice(price.amount)} ${FREQUENCY_LABELS[pricedFor.frequency]}`;
    }),
  };
}

/** One row per feature any of the covers has, in order: the fixed ones, then each service. */
export function rowsFor(compared: readonly CompareProduct[]): Row[] {
  const labels = [
    ...new Set([...FIXED_FEATURES, ...compared.flatMap((product) => Object.keys(product.features))]),
  ];
  return labels.map((label) => ({
    label,
    values: compared.map((product) => product.features[label] ?? 'Not part of this cover'),
  }));
}
