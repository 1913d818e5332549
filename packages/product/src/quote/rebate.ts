// Which rebate a quote gets: the income tier the visitor chose and the oldest covered adult's age band. Choosing
// not to say quotes without the rebate. The figures are in rebate-data.ts.
import type { CoverFor } from '../data/schema';
import { INCOME_THRESHOLDS, REBATE_PERCENT } from './rebate-data';
import type { AgeBand, IncomeTier } from './rebate-data';

export type IncomeChoice = IncomeTier | 'not-said';

export function ageBand(age: number): AgeBand {
  if (age >= 70) return '70plus';
  return age >= 65 ? '65to69' : 'under65';
}

export function rebatePercent(choice: IncomeChoice, band: AgeBand): number {
  return choice === 'not-said' ? 0 : REBATE_PERCENT[choice][band];
}

/** The top income of Base, Tier 1 and Tier 2 for who is covered: singles' figures, or families' with children. */
export function incomeThresholds(cover: CoverFor, children: number): [number, number, number] {
  if (cover === 'single') return [...INCOME_THRESHOLDS.singles];
  const extra = Math.max(0, children - 1) * INCOME_THRESHOLDS.perChildAfterFirst;
  const [base, tier1, tier2] = INCOME_THRESHOLDS.families;
  return [base + extra, tier1 + extra, tier2 + extra];
}
