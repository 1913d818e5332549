// The 'travel-quote' kind as the server uses it: the shape it accepts (with the message each wrong field gets), the
// problems the shape cannot say, and the breakdown it stores, which its own schema accepts.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { APPLICATION_KINDS, applicationKind } from '../applications';
import { parseAnswers } from '../applications/schema';
import { travelQuoteKind } from './application';

const today = parseDate('2026-11-26');
const valid = {
  tripType: 'single',
  regions: ['asia', 'europe-uk'],
  startDate: '2027-03-01',
  endDate: '2027-03-14',
  travellers: [{ age: 40 }, { age: 38 }, { age: 8 }],
  member: true,
  excess: 250,
  planId: 'international-comprehensive',
};

describe('the travel-quote kind', () => {
  it('is registered as a quote', () => {
    expect(APPLICATION_KINDS).toContain(travelQuoteKind);
    expect(applicationKind('travel-quote')).toMatchObject({ kind: 'travel-quote', noun: 'quote' });
  });

  it('accepts valid answers and stores the price breakdown, which its result schema accepts', () => {
    const answers = travelQuoteKind.answersSchema.parse(valid);
    expect(travelQuoteKind.problem(answers, today)).toBeNull();
    const result = travelQuoteKind.result(answers, today);
    expect(travelQuoteKind.resultSchema.parse(result)).toEqual(result);
    // Two adults at 153.14 (Europe, 14 days), the child free; members save 15%.
    expect(result).toMatchObject({
      planName: 'International Comprehensive',
      pricedRegion: 'europe-uk',
      tripDays: 14,
      premium: 306.28,
      memberDiscount: 45.94,
      total: 260.34,
    });
  });

  it.each([
    [{ ...valid, tripType: 'return' }, 'tripType: tripType must be one of single, annual'],
    [{ ...valid, regions: [] }, 'regions: regions must name at least one region'],
    [{ ...valid, regions: ['mars'] }, 'regions.0: regions must each be one of'],
    [{ ...valid, startDate: '1/3/2027' }, 'startDate: startDate must be a date, yyyy-mm-dd'],
    [{ ...valid, endDate: 20270314 }, 'endDate: endDate must be a date, yyyy-mm-dd'],
    [{ ...valid, travellers: [] }, 'travellers: travellers must have at least 1'],
    [
      { ...valid, travellers: Array.from({ length: 9 }, () => ({ age: 30 })) },
      'travellers can have at most 8',
    ],
    [{ ...valid, travellers: [{ age: 40.5 }] }, 'travellers.0.age: travellers[].age must be a whole number'],
    [{ ...valid, member: 'yes' }, 'member: member must be true or false'],
    [{ ...valid, excess: 300 }, 'excess: excess must be one of 0, 100, 250, 500'],
    [{ ...valid, planId: 'gold' }, 'planId: planId must be one of domestic'],
  ])('says what is wrong with the shape: %j', (body, message) => {
    const parsed = parseAnswers(travelQuoteKind, body);
    expect('problem' in parsed ? parsed.problem : null).toContain(message);
  });

  it('says what the shape cannot: dates out of order, a start in the past, a plan not for the trip', () => {
    const problem = (overrides: Record<string, unknown>) =>
      travelQuoteKind.problem(travelQuoteKind.answersSchema.parse({ ...valid, ...overrides }), today);
    expect(problem({ endDate: '2027-02-28' })).toBe(
      'Choose a return date on or after your start date, 1 March 2027.',
    );
    expect(problem({ startDate: '2026-11-25', endDate: '2026-12-01' })).toBe(
      'Choose a start date of today (26 November 2026) or later.',
    );
    expect(problem({ planId: 'domestic' })).toMatch(/^Domestic is not offered for this trip/);
    expect(problem({ travellers: [{ age: 12 }] })).toMatch(/^At least one traveller must be 18 or older/);
  });
});
