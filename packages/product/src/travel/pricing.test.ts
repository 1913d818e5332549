// The travel quote's pricing at its edges: trip length (counted inclusively), age bands, the annual plan's 12
// months and 45-day trips, excess factors, the dearest region and the members' discount, against worked examples
// from the sample rates in data.ts.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, ANNUAL_RULES, EXCESS_OPTIONS, MEMBER_DISCOUNT, planById } from './data';
import {
  ageBand,
  annualCoverEnd,
  annualCoversTrip,
  excessFactor,
  latestStart,
  latestTripEnd,
  planUnavailable,
  plansFor,
  pricedRegion,
  quotePrice,
  tripDays,
} from './pricing';
import type { TravelAnswers } from './pricing';

const day = parseDate;

const answers = (overrides: Partial<TravelAnswers> = {}): TravelAnswers => ({
  tripType: 'single',
  regions: ['europe-uk'],
  startDate: '2027-03-01',
  endDate: '2027-03-14',
  travellers: [{ age: 40 }],
  member: false,
  excess: 250,
  planId: 'international-comprehensive',
  ...overrides,
});

describe('trip length, counting both the leaving and the coming-home day', () => {
  it('is 1 day when a trip leaves and comes home on the same day', () => {
    expect(tripDays(day('2027-03-01'), day('2027-03-01'))).toBe(1);
  });

  it('is 3 days from 1 to 3 March', () => {
    expect(tripDays(day('2027-03-01'), day('2027-03-03'))).toBe(3);
  });

  it('counts 29 February in a leap year', () => {
    expect(tripDays(day('2028-02-28'), day('2028-03-01'))).toBe(3);
    expect(tripDays(day('2027-02-28'), day('2027-03-01'))).toBe(2);
  });

  it('is 365 days for a whole non-leap calendar year, the longest single trip', () => {
    expect(tripDays(day('2027-01-01'), day('2027-12-31'))).toBe(365);
    expect(latestTripEnd(day('2027-01-01')).toString()).toBe('2027-12-31');
  });
});

describe('age bands', () => {
  it.each([
    [0, 'child'],
    [17, 'child'],
    [18, 'adult'],
    [64, 'adult'],
    [65, 'senior'],
    [74, 'senior'],
    [75, 'older'],
    [99, 'older'],
  ])('age %i is in the %s band', (age, band) => {
    expect(ageBand(age).id).toBe(band);
  });

  it('has no band past the oldest age we cover', () => {
    expect(() => ageBand(100)).toThrow();
  });

  it('bands follow each other with no gap or overlap', () => {
    AGE_BANDS.slice(1).forEach((band, index) => expect(band.from).toBe(AGE_BANDS[index]!.to + 1));
  });
});

describe('annual multi-trip', () => {
  it('lasts 12 months: to the day before the same date a year later', () => {
    expect(ANNUAL_RULES.periodMonths).toBe(12);
    expect(annualCoverEnd(day('2026-11-26')).toString()).toBe('2027-11-25');
    expect(annualCoverEnd(day('2027-01-01')).toString()).toBe('2027-12-31');
  });

  it('from 1 March ends on 29 February in a leap year', () => {
    expect(annualCoverEnd(day('2027-03-01')).toString()).toBe('2028-02-29');
  });

  it('from 29 February ends on 28 February the year after (no 29th)', () => {
    expect(annualCoverEnd(day('2028-02-29')).toString()).toBe('2029-02-28');
    expect(tripDays(day('2028-02-29'), annualCoverEnd(day('2028-02-29')))).toBe(366);
  });

  it('covers trips of up to 45 days: 44 and 45 yes, 46 no', () => {
    expect(ANNUAL_RULES.maxTripDays).toBe(45);
    expect(annualCoversTrip(44)).toBe(true);
    expect(annualCoversTrip(45)).toBe(true);
    expect(annualCoversTrip(46)).toBe(false);
  });

  it('is offered beside a single trip of 45 days, and says why not for 46', () => {
    const annual = planById('annual-multi-trip');
    const trip = (days: number) => ({
      tripType: 'single' as const,
      regions: ['asia' as const],
      tripDays: days,
    });
    expect(plansFor(trip(45))).toContain(annual);
    expect(planUnavailable(annual, trip(45), [40])).toBeNull();
    expect(planUnavailable(annual, trip(46), [40])).toBe(
      'Annual Multi-Trip covers trips of up to 45 days, and your trip is 46 days.',
    );
  });

  it('is for travellers up to 74: 74 yes, 75 no', () => {
    const annual = planById('annual-multi-trip');
    const trip = { tripType: 'annual' as const, regions: ['asia' as const], tripDays: null };
    expect(planUnavailable(annual, trip, [74, 10])).toBeNull();
    expect(planUnavailable(annual, trip, [40, 75])).toBe(
      'Annual Multi-Trip is for travellers aged 74 or younger.',
    );
  });

  it('is the only plan for an annual policy, and is priced per year from the start date', () => {
    const annualOnly = plansFor({ tripType: 'annual', regions: ['asia'], tripDays: null });
    expect(annualOnly.map((plan) => plan.id)).toEqual(['annual-multi-trip']);
    const quote = quotePrice(
      answers({ tripType: 'annual', endDate: undefined, regions: ['asia'], planId: 'annual-multi-trip' }),
    );
    expect(quote).toMatchObject({
      coverFrom: '2027-03-01',
      coverTo: '2028-02-29',
      tripDays: null,
      total: 520,
    });
  });

  it('bought for a single trip, still covers 12 months from the trip’s start', () => {
    const quote = quotePrice(answers({ planId: 'annual-multi-trip' }));
    expect(quote).toMatchObject({ coverFrom: '2027-03-01', coverTo: '2028-02-29', tripDays: 14, total: 676 });
  });
});

describe('plans offered', () => {
  it('a trip within Australia gets the domestic plan, plus annual multi-trip', () => {
    const ids = plansFor({ tripType: 'single', regions: ['australia'], tripDays: 7 }).map((plan) => plan.id);
    expect(ids).toEqual(['domestic', 'annual-multi-trip']);
  });

  it('a trip overseas (even with Australia too) gets the international plans, plus annual multi-trip', () => {
    const ids = plansFor({ tripType: 'single', regions: ['australia', 'asia'], tripDays: 7 }).map(
      (plan) => plan.id,
    );
    expect(ids).toEqual([
      'international-comprehensive',
      'international-essentials',
      'international-medical',
      'annual-multi-trip',
    ]);
  });
});

describe('excess', () => {
  it('each higher excess lowers the premium', () => {
    const totals = EXCESS_OPTIONS.map((option) => quotePrice(answers({ excess: option.amount })).total);
    totals.slice(1).forEach((total, index) => expect(total).toBeLessThan(totals[index]!));
  });

  it.each([
    [0, 1.2],
    [100, 1.08],
    [250, 1],
    [500, 0.9],
  ] as const)('a $%i excess multiplies the premium by %d', (excess, factor) => {
    expect(excessFactor(excess)).toBe(factor);
    // The $250 price of the worked example below, times the factor, to the cent.
    expect(quotePrice(answers({ excess })).total).toBe(Math.round(153.14 * factor * 100) / 100);
  });
});

describe('the price', () => {
  it('worked example: one adult, Europe, 14 days, Comprehensive, $250 excess', () => {
    // (45 a trip + 5.20 a day x 14 days) x 1.3 for Europe = 153.14.
    expect(quotePrice(answers())).toMatchObject({
      pricedRegion: 'europe-uk',
      tripDays: 14,
      coverFrom: '2027-03-01',
      coverTo: '2027-03-14',
      travellers: [{ age: 40, band: 'adult', free: false, premium: 153.14 }],
      premium: 153.14,
      memberDiscount: 0,
      total: 153.14,
    });
  });

  it('the dearest region chosen prices the whole trip', () => {
    expect(pricedRegion(['asia', 'americas-worldwide', 'nz-pacific'])).toBe('americas-worldwide');
    expect(pricedRegion(['australia', 'nz-pacific'])).toBe('nz-pacific');
    expect(quotePrice(answers({ regions: ['asia', 'europe-uk'] })).total).toBe(153.14);
  });

  it('children travel free with an adult; older travellers pay their band’s factor', () => {
    const quote = quotePrice(answers({ travellers: [{ age: 40 }], regions: ['asia'] }));
    expect(quote.total).toBe(117.8);
    const family = quotePrice(
      answers({ regions: ['asia'], travellers: [{ age: 40 }, { age: 17 }, { age: 0 }] }),
    );
    expect(family.travellers.map((traveller) => [traveller.free, traveller.premium])).toEqual([
      [false, 117.8],
      [true, 0],
      [true, 0],
    ]);
    expect(family.total).toBe(117.8);
    const seniors = quotePrice(answers({ regions: ['asia'], travellers: [{ age: 65 }, { age: 75 }] }));
    expect(seniors.travellers.map((traveller) => traveller.premium)).toEqual([212.04, 376.96]);
  });

  it('members save 15% of the premium, to the cent', () => {
    expect(MEMBER_DISCOUNT).toBe(0.15);
    const quote = quotePrice(answers({ member: true, travellers: [{ age: 40 }, { age: 38 }, { age: 8 }] }));
    expect(quote).toMatchObject({
      premium: 306.28,
      memberDiscountPercent: 15,
      memberDiscount: 45.94,
      total: 260.34,
    });
  });

  it('a domestic trip is priced at the Australia rate', () => {
    // (50 a trip + 4.50 a day x 7 days) x 0.35 for Australia = 28.525, to the cent 28.53.
    const quote = quotePrice(
      answers({
        regions: ['australia'],
        endDate: '2027-03-07',
        planId: 'domestic',
        travellers: [{ age: 30 }],
      }),
    );
    expect(quote.tripDays).toBe(7);
    expect(quote.total).toBe(28.53);
  });
});

describe('how far ahead', () => {
  it('cover may start up to 18 months from today', () => {
    expect(latestStart(day('2026-11-26')).toString()).toBe('2028-05-26');
  });
});
