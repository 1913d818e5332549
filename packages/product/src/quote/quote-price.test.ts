// The quote's pricing rules at their edges, against worked examples. The sample product costs $100 a month for one
// adult in NSW (NSW and single both have a factor of 1), so a single's premium is $1,200 a year.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { Product } from '../data/schema';
import type { AdultCover } from './lhc';
import { ageBand, incomeThresholds, rebatePercent } from './rebate';
import { INCOME_YEARS, REBATE_RATES } from './rebate-data';
import { hospitalShare, quotePrice } from './quote-price';
import type { QuoteAnswers } from './quote-price';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'sample-hospital',
  type: 'hospital',
  name: 'Sample Hospital',
  tier: 'gold',
  summary: 'A sample',
  inclusions: [],
  annualLimits: [],
  availableIn: ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'],
  baseMonthlyPremium: 100,
  ...overrides,
});
const hospital = product();
const day = parseDate;

const never = (dateOfBirth: string): AdultCover => ({ dateOfBirth, heldHospitalCover: false });
const heldSince = (dateOfBirth: string, coverStarted: string): AdultCover => ({
  dateOfBirth,
  heldHospitalCover: true,
  coverStarted,
});
const [rates2024, rates2025] = REBATE_RATES as [(typeof REBATE_RATES)[0], (typeof REBATE_RATES)[0]];
const [year2024, year2025] = INCOME_YEARS as [(typeof INCOME_YEARS)[0], (typeof INCOME_YEARS)[0]];

const answers = (overrides: Partial<QuoteAnswers>): QuoteAnswers => ({
  cover: 'single',
  state: 'NSW',
  adults: [never('1990-03-01')],
  children: 0,
  income: 'not-said',
  frequency: 'monthly',
  ...overrides,
});

describe('Government rebate', () => {
  it('has the 2024-25 percentages too', () => {
    expect(rebatePercent('base', 'under65', rates2024)).toBe(24.608);
    expect(rebatePercent('tier2', '65to69', rates2024)).toBe(12.303);
    expect(rebatePercent('tier1', '70plus', rates2024)).toBe(24.608);
  });

  it('has the 2025-26 percentages for each tier and age band', () => {
    expect(rebatePercent('base', 'under65', rates2025)).toBe(24.288);
    expect(rebatePercent('tier1', 'under65', rates2025)).toBe(16.192);
    expect(rebatePercent('tier2', 'under65', rates2025)).toBe(8.095);
    expect(rebatePercent('base', '65to69', rates2025)).toBe(28.337);
    expect(rebatePercent('tier1', '65to69', rates2025)).toBe(20.24);
    expect(rebatePercent('tier2', '65to69', rates2025)).toBe(12.143);
    expect(rebatePercent('base', '70plus', rates2025)).toBe(32.385);
    expect(rebatePercent('tier1', '70plus', rates2025)).toBe(24.288);
    expect(rebatePercent('tier2', '70plus', rates2025)).toBe(16.192);
    expect(rebatePercent('tier3', '70plus', rates2025)).toBe(0);
    expect(rebatePercent('not-said', 'under65', rates2025)).toBe(0);
  });

  it('puts 64 under 65, 65 to 69 in the middle band and 70 up in the top one', () => {
    expect([64, 65, 69, 70, 90].map(ageBand)).toEqual(['under65', '65to69', '65to69', '70plus', '70plus']);
  });

  it('uses singles’ thresholds for singles, and families’ plus $1,500 per child after the first', () => {
    expect(incomeThresholds('single', 0, year2025)).toEqual([101_000, 118_000, 158_000]);
    expect(incomeThresholds('couple', 0, year2025)).toEqual([202_000, 236_000, 316_000]);
    expect(incomeThresholds('family', 1, year2025)).toEqual([202_000, 236_000, 316_000]);
    expect(incomeThresholds('family', 2, year2025)).toEqual([203_500, 237_500, 317_500]);
    expect(incomeThresholds('single-parent', 4, year2025)).toEqual([206_500, 240_500, 320_500]);
    expect(incomeThresholds('single', 0, year2024)).toEqual([97_000, 113_000, 151_000]);
    expect(incomeThresholds('family', 3, year2024)).toEqual([197_000, 229_000, 305_000]);
  });
});

describe('a quote’s price', () => {
  const today = day('2025-08-01');

  it('a single under 65 on the base tier with no loading: $100.00 less 24.288% ($24.29)', () => {
    const quote = quotePrice(
      hospital,
      [hospital],
      answers({ adults: [never('1995-05-05')], income: 'base' }),
      today,
    );
    expect(quote).toMatchObject({ base: 100, loading: 0, rebate: 24.29, total: 75.71, ageBand: 'under65' });
  });

  it('applies the rebate to the premium without the loading', () => {
    // Took cover at 35: 10% loading, $10.00 a month; the rebate stays 24.288% of $100.00.
    const quote = quotePrice(
      hospital,
      [hospital],
      answers({ adults: [heldSince('1985-01-01', '2020-08')], income: 'base' }),
      today,
    );
    expect(quote).toMatchObject({ base: 100, loadingPercent: 10, loading: 10, rebate: 24.29, total: 85.71 });
  });

  it('a couple pays the average of its two loadings on a premium for two, and the older adult sets the band', () => {
    // One has held cover since 25 (0%), the other took it out at 60 six years ago (60%): a 30% loading on $200.00
    // a month. One is 64, the other 66: the older sets the 65-69 band, Tier 1 at 20.24%.
    const couple = answers({
      cover: 'couple',
      adults: [heldSince('1961-01-01', '1986-08'), heldSince('1959-01-01', '2019-08')],
      income: 'tier1',
    });
    const quote = quotePrice(hospital, [hospital], couple, today);
    expect(quote).toMatchObject({
      base: 200,
      loadingPercent: 30,
      loading: 60,
      ageBand: '65to69',
      rebate: 40.48,
    });
    expect(quote.total).toBe(219.52);
  });

  it('quotes without the rebate when the visitor would rather not say, or is on Tier 3', () => {
    for (const income of ['not-said', 'tier3'] as const) {
      expect(quotePrice(hospital, [hospital], answers({ income }), today).rebate).toBe(0);
    }
  });

  it('puts the loading on the hospital part only: none on extras, the hospital share of a combined product', () => {
    const extras = product({ id: 'sample-extras', type: 'extras', tier: undefined, baseMonthlyPremium: 40 });
    const hospitalPart = product({ id: 'sample-part', baseMonthlyPremium: 60 });
    const combined = product({
      id: 'sample-combined',
      type: 'combined',
      hospitalProductId: 'sample-part',
      extrasProductId: 'sample-extras',
    });
    const all = [extras, hospitalPart, combined];
    expect(hospitalShare(combined, all)).toBe(0.6);
    const loaded = answers({ adults: [heldSince('1985-01-01', '2025-07')] });
    expect(quotePrice(extras, all, loaded, today).loading).toBe(0);
    // 20% of the hospital 60% of $100.00.
    expect(quotePrice(combined, all, loaded, today).loading).toBe(12);
  });

  it('gives every part at the chosen frequency, annually after the 4% discount', () => {
    const yearly = quotePrice(
      hospital,
      [hospital],
      answers({ income: 'base', frequency: 'annually' }),
      today,
    );
    // Born 1990 and never covered: 35 on 1 July 2025, a 10% loading.
    expect(yearly).toMatchObject({ base: 1152, loading: 115.2, rebate: 279.8, total: 987.4 });
    const weekly = quotePrice(hospital, [hospital], answers({ frequency: 'weekly' }), today);
    expect(weekly.base).toBe(23.08);
  });

  it('says which rebate period it used, and that it is past it once it is', () => {
    const inPeriod = quotePrice(hospital, [hospital], answers({ income: 'base' }), day('2026-03-31'));
    expect(inPeriod.rebatePeriod).toEqual({ from: '2025-04-01', to: '2026-03-31', current: true });
    const after = quotePrice(hospital, [hospital], answers({ income: 'base' }), day('2026-04-01'));
    expect(after.rebatePeriod).toEqual({ from: '2025-04-01', to: '2026-03-31', current: false });
    // 1 April 2025's percentages, with a year-earlier quote on the 2024 ones.
    expect(after.rebatePercent).toBe(24.288);
    expect(
      quotePrice(hospital, [hospital], answers({ income: 'base' }), day('2025-03-31')).rebatePercent,
    ).toBe(24.608);
  });
});
