// The one pricing module, shared by the pages and the server's price API so both always agree. Premiums are
// sample figures: a product's monthly price for one adult in NSW, scaled by state and by who is covered, then
// turned into the chosen payment frequency. Paying annually saves 4% (the card strikes through the full price).
import type { CoverFor, Frequency, Product, State } from './data/schema';

/** Sample: how each state's prices compare with NSW's. */
export const STATE_FACTORS: Record<State, number> = {
  ACT: 0.97,
  NSW: 1,
  NT: 0.9,
  QLD: 0.97,
  SA: 0.98,
  TAS: 0.92,
  VIC: 0.95,
  WA: 0.93,
};

/** A couple or a family pays for two adults (children are covered at no extra cost); a single parent a little less. */
export const COVER_FACTORS: Record<CoverFor, number> = {
  single: 1,
  couple: 2,
  family: 2,
  'single-parent': 1.75,
};

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
  annually: 'per year',
};

export const ANNUAL_DISCOUNT = 0.04;

export interface PriceQuery {
  state: State;
  cover: CoverFor;
  frequency: Frequency;
}

/** The choice a page's prices start with, and the one content's sample prices are for: one adult in NSW, monthly. */
export const DEFAULT_PRICE_QUERY: PriceQuery = { state: 'NSW', cover: 'single', frequency: 'monthly' };

export interface Price {
  productId: string;
  /** In dollars, rounded to cents; null when the product is not sold in the state. */
  amount: number | null;
  /** The price before a discount, struck through on the card; null when there is none. */
  fullAmount: number | null;
  available: boolean;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The annual premium before any discount. */
export function annualPremium(
  product: Pick<Product, 'baseMonthlyPremium'>,
  { state, cover }: Pick<PriceQuery, 'state' | 'cover'>,
): number {
  return product.baseMonthlyPremium * 12 * STATE_FACTORS[state] * COVER_FACTORS[cover];
}

/** An annual amount as paid at a frequency: divided by the payments in a year; paid annually, less the discount. */
export function perFrequency(annual: number, frequency: Frequency): number {
  switch (frequency) {
    case 'weekly':
      return cents(annual / 52);
    case 'fortnightly':
      return cents(annual / 26);
    case 'monthly':
      return cents(annual / 12);
    case 'annually':
      return cents(annual * (1 - ANNUAL_DISCOUNT));
  }
}

export function priceOf(
  product: Pick<Product, 'id' | 'baseMonthlyPremium' | 'availableIn'>,
  query: PriceQuery,
): Price {
  const available = product.availableIn.includes(query.state);
  if (!available) return { productId: product.id, amount: null, fullAmount: null, available };
  const annual = annualPremium(product, query);
  const fullAmount = query.frequency === 'annually' ? cents(annual) : null;
  return { productId: product.id, amount: perFrequency(annual, query.frequency), fullAmount, available };
}
