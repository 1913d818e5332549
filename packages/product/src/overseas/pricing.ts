// An overseas quote's price: the chosen level's sample monthly premium for the cover type and who is covered, times
// the whole months of cover. Lengths are whole months from the arrival date, so nothing is charged pro rata. No
// Government rebate and no Lifetime Health Cover loading: neither applies to overseas visitors' cover. The page and
// the application service both price with this function, so a saved quote is what the visitor saw.
import { parseDate } from '@internationalized/date';
import type { CoverFor } from '../data/constants';
import { OVERSEAS_PRODUCTS } from './data';
import type { OverseasCoverType, OverseasLevel, OverseasProduct } from './data';
import { coverEnd } from './rules';

/** A quote's answers, as the application service takes them. */
export interface OverseasAnswers {
  coverType: OverseasCoverType;
  /** The visa subclass ('500'); empty when a visitor is not sure yet (only visitor cover allows that). */
  subclass: string;
  who: CoverFor;
  /** The day cover starts: the arrival date, yyyy-mm-dd. */
  arrival: string;
  /** Whole months of cover from the arrival date. */
  months: number;
  level: OverseasLevel;
  /** The address in Australia, one line, once arrived; never needed before. */
  address?: string;
}

/** The price the service works out and keeps with the answers. */
export interface OverseasBreakdown {
  productId: string;
  productName: string;
  /** The premium for one month, dollars. */
  monthly: number;
  months: number;
  /** First and last days of cover, yyyy-mm-dd. */
  start: string;
  end: string;
  /** monthly × months, rounded to cents. */
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The product of a cover type at a level (every pair has one). */
export function overseasProduct(coverType: OverseasCoverType, level: OverseasLevel): OverseasProduct {
  const product = OVERSEAS_PRODUCTS.find(
    (candidate) => candidate.coverType === coverType && candidate.level === level,
  );
  if (!product) throw new Error(`No overseas product for ${coverType} at ${level}`);
  return product;
}

export const monthlyPrice = (coverType: OverseasCoverType, level: OverseasLevel, who: CoverFor) =>
  overseasProduct(coverType, level).monthly[who];

/** The price of valid answers (check them first with the rules: this does not). */
export function overseasPrice(answers: OverseasAnswers): OverseasBreakdown {
  const product = overseasProduct(answers.coverType, answers.level);
  const monthly = product.monthly[answers.who];
  const start = parseDate(answers.arrival);
  return {
    productId: product.id,
    productName: product.name,
    monthly,
    months: answers.months,
    start: start.toString(),
    end: coverEnd(start, answers.months).toString(),
    total: cents(monthly * answers.months),
  };
}
