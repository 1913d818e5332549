// The dated figures chosen by date, with a fixed clock on both sides of 1 April (rebate percentages) and 1 July
// (income thresholds), and what is said once a date is past the last period in this site.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  incomeYearOn,
  rebateRatesOn,
  staleRatesNotice,
  staleThresholdsNotice,
} from './rebate-periods';

const day = parseDate;

describe('the rebate percentages for a day', () => {
  it.each([
    ['2025-03-31', '2024-04-01', true, 24.608],
    ['2025-04-01', '2025-04-01', true, 24.288],
    ['2026-03-31', '2025-04-01', true, 24.288],
    ['2026-04-01', '2025-04-01', false, 24.288],
    ['2026-11-26', '2025-04-01', false, 24.288],
  ])('on %s: the period from %s (current: %s), base tier under 65 %d%%', (on, from, current, base) => {
    const chosen = rebateRatesOn(day(on));
    expect(chosen.figures.from).toBe(from);
    expect(chosen.current).toBe(current);
    expect(chosen.figures.percent.base.under65).toBe(base);
  });

  it('says plainly when the rates in use are past their period, and nothing while they are current', () => {
    const period = (on: string) => {
      const { figures, current } = rebateRatesOn(day(on));
      return { to: figures.to, current };
    };
    expect(staleRatesNotice(period('2026-03-31'))).toBeNull();
    expect(staleRatesNotice(period('2026-04-01'))).toBe(
      'Rebate rates from 1 April 2026 are not yet in this site; this estimate uses the rates to 31 March 2026.',
    );
  });
});

describe('the income year for a day', () => {
  it.each([
    ['2025-06-30', '2024-25', true],
    ['2025-07-01', '2025-26', true],
    ['2026-06-30', '2025-26', true],
    ['2026-07-01', '2025-26', false],
  ])('on %s: the thresholds of %s (current: %s)', (on, year, current) => {
    const chosen = incomeYearOn(day(on));
    expect(chosen.figures.year).toBe(year);
    expect(chosen.current).toBe(current);
  });

  it('names the financial year a day falls in', () => {
    expect(['2026-06-30', '2026-07-01', '2026-11-26'].map((on) => financialYearOf(day(on)))).toEqual([
      '2025-26',
      '2026-27',
      '2026-27',
    ]);
  });

  it('says when the income year asked about has no thresholds here yet', () => {
    expect(staleThresholdsNotice(incomeYearOn(day('2026-06-30')), day('2026-06-30'))).toBeNull();
    expect(staleThresholdsNotice(incomeYearOn(day('2026-11-26')), day('2026-11-26'))).toBe(
      'Income thresholds for 2026-27 are not yet in this site; this estimate uses those for 2025-26.',
    );
  });
});
