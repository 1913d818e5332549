// A personal quote: the product's sample premium for the state and who is covered, plus the Lifetime Health Cover
// loading on its hospital part, less the Government rebate (worked out on the premium without the loading: the
// rebate never applies to the loading), at the chosen payment frequency. The page and the server's quote service
// both price with this function, so a saved quote is what the visitor saw.
import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import type { CoverFor, Frequency, Product, State } from '../data/schema';
import { annualPremium, perFrequency } from '../pricing';
import { ageOn, combinedLoadingPercent } from './lhc';
import type { AdultCover } from './lhc';
import { ageBand, rebatePercent } from './rebate';
import type { IncomeChoice } from './rebate';
import type { AgeBand } from './rebate-data';
import { rebateRatesOn } from './rebate-periods';

/** The ages of an adult on a policy: the journey's date of birth and the quote service check the same range. */
export const ADULT_AGE = { min: 18, max: 120 } as const;

export interface QuoteAnswers {
  cover: CoverFor;
  state: State;
  /** One adult for single and single-parent cover, two for couples and families. */
  adults: AdultCover[];
  /** Dependent children (families and single parents): they move the income thresholds. */
  children: number;
  income: IncomeChoice;
  frequency: Frequency;
}

export interface QuoteBreakdown {
  frequency: Frequency;
  /** The premium before loading and rebate, at the frequency (annually: after the annual discount). */
  base: number;
  loadingPercent: number;
  /** Added for Lifetime Health Cover, on the hospital part. */
  loading: number;
  rebatePercent: number;
  ageBand: AgeBand;
  /** The visitor would rather not give an income: the price is without the rebate, which is claimable at tax time. */
  withoutRebate: boolean;
  /** The period of the rebate percentages used; `current: false` when the day is past it (newer ones not here yet). */
  rebatePeriod: { from: string; to: string; current: boolean };
  /** Taken off by the Government rebate. */
  rebate: number;
  /** What the visitor pays each period: base + loading - rebate. */
  total: number;
}

/** What pricing a quote needs of a product (small enough to hand to the browser). */
export type PricedProduct = Pick<
  Product,
  'id' | 'type' | 'baseMonthlyPremium' | 'availableIn' | 'hospitalProductId' | 'extrasProductId'
>;

export const pricedProduct = ({
  id,
  type,
  baseMonthlyPremium,
  availableIn,
  hospitalProductId,
  extrasProductId,
}: PricedProduct): PricedProduct => ({
  id,
  type,
  baseMonthlyPremium,
  availableIn,
  ...(hospitalProductId ? { hospitalProductId } : {}),
  ...(extrasProductId ? { extrasProductId } : {}),
});

/** How much of a product's premium is hospital cover: all of it, none of it, or a combined product's hospital part. */
export function hospitalShare(product: PricedProduct, products: readonly PricedProduct[]): number {
  if (product.type === 'hospital') return 1;
  if (product.type === 'extras') return 0;
  const part = (id: string | undefined) => products.find((candidate) => candidate.id === id);
  const hospital = part(product.hospitalProductId);
  const extras = part(product.extrasProductId);
  if (!hospital || !extras) return 1;
  return hospital.baseMonthlyPremium / (hospital.baseMonthlyPremium + extras.baseMonthlyPremium);
}

export function adultsFor(cover: CoverFor): number {
  return cover === 'couple' || cover === 'family' ? 2 : 1;
}

export function quotePrice(
  product: PricedProduct,
  products: readonly PricedProduct[],
  answers: QuoteAnswers,
  today: CalendarDate,
): QuoteBreakdown {
  const premium = annualPremium(product, { state: answers.state, cover: answers.cover });
  const loadingPercent = combinedLoadingPercent(answers.adults, today);
  const oldest = Math.max(...answers.adults.map((adult) => ageOn(parseDate(adult.dateOfBirth), today)));
  const band = ageBand(oldest);
  const rates = rebateRatesOn(today);
  const rebateShare = rebatePercent(answers.income, band, rates.figures);

  const base = perFrequency(premium, answers.frequency);
  const loading = perFrequency(
    premium * hospitalShare(product, products) * (loadingPercent / 100),
    answers.frequency,
  );
  const rebate = perFrequency(premium * (rebateShare / 100), answers.frequency);
  return {
    frequency: answers.frequency,
    base,
    loadingPercent,
    loading,
    rebatePercent: rebateShare,
    ageBand: band,
    withoutRebate: answers.income === 'not-said',
    rebatePeriod: { from: rates.figures.from, to: rates.figures.to, current: rates.current },
    rebate,
    total: Math.round((base + loading - rebate) * 100) / 100,
  };
}

/** A quote as the quote service keeps and returns it (POST and GET /api/quotes). */
export interface SavedQuote {
  id: string;
  savedAt: string;
  expiresAt: string;
  productId: string;
  productName: string;
  answers: QuoteAnswers;
  price: QuoteBreakdown;
}
