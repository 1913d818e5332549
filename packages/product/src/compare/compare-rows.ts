// The side-by-side table's content, prepared on the server from the product data (so the page ships the table's
// words, not the data set and its validation), and read back in the browser for the covers chosen.
import type { Product } from '../data/schema';
import { COVERED_TYPE_LABELS } from '../data/constants';
import { priceOf } from '../pricing';
import { formatDollars, formatPrice } from '@ds/ui/format';
import { annualLimitText } from '../rules/annual-limit-text';
import { DEFAULT_PRICE_QUERY } from '../blocks/defaults';
import { MAX_COMPARED } from './compare-href';

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
const TIER_NAMES: Record<NonNullable<Product['tier']>, string> = {
  basic: 'Basic',
  'basic-plus': 'Basic Plus',
  bronze: 'Bronze',
  'bronze-plus': 'Bronze Plus',
  silver: 'Silver',
  'silver-plus': 'Silver Plus',
  gold: 'Gold',
};

const FIXED_FEATURES = ['Price (single, NSW, monthly)', 'Cover type', 'Hospital tier', 'Excess'];

export function compareProduct(product: Product): CompareProduct {
  const { amount } = priceOf(product, DEFAULT_PRICE_QUERY);
  const features: Record<string, string> = {
    [FIXED_FEATURES[0]!]: amount === null ? 'Not available' : `${formatPrice(amount)} per month`,
    [FIXED_FEATURES[1]!]: PRODUCT_TYPE_NAMES[product.type],
    [FIXED_FEATURES[2]!]: product.tier ? TIER_NAMES[product.tier] : 'No hospital cover',
    [FIXED_FEATURES[3]!]:
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
        : [covered, `${inclusion.waitingPeriod} waiting period`, ...(limit ? [limit] : [])].join('; ');
  }
  return {
    id: product.id,
    name: product.name,
    href: `/health-insurance/${product.type}/${product.id}`,
    features,
  };
}

/** The covers named in a query string (`products=a,b` or `products=a&products=b`): known ids, at most 3. */
export function comparedIds(search: string, known: ReadonlySet<string>): string[] {
  const ids = new URLSearchParams(search).getAll('products').flatMap((value) => value.split(','));
  return [...new Set(ids)].filter((id) => known.has(id)).slice(0, MAX_COMPARED);
}

export interface Row {
  label: string;
  values: string[];
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
