// Which rebate a quote gets: the income tier the visitor chose and the oldest covered adult's age band, at the
// percentages for the day the premium is for. Choosing not to say quotes without the rebate (it can still be claimed
// at tax time). The figures are in rebate-data.ts, chosen by date in rebate-periods.ts.
import type { CoverFor } from '../data/schema';
import type { AgeBand, IncomeTier, IncomeYear, RebateRates } from './rebate-data';

export type IncomeChoice = IncomeTier | 'not-said';

export function ageBand(age: number): AgeBand {
  if (age >= 70) return '70plus';
  return age >= 65 ? '65to69' : 'under65';
}

export function rebatePercent(choice: IncomeChoice, band: AgeBand, rates: RebateRates): number {
  return choice === 'not-said' ? 0 : rates.percent[choice][band];
}

/** The top income of Base, Tier 1 and Tier 2 for who is covered: singles' figures, or families' with children. */
export function incomeThresholds(
  cover: CoverFor,
  children: number,
  year: IncomeYear,
): [number, number, number] {
  if (cover === 'single') return [...year.singles];
  const extra = Math.max(0, children - 1) * year.perChildAfterFirst;
  const [base, tier1, tier2] = year.families;
  return [base + extra, tier1 + extra, tier2 + extra];
}
