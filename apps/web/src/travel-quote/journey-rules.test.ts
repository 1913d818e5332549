// The travel quote's steps: what each needs before the next opens, the messages at their fields (each says what
// to do), and the answers as the application service takes them, on a fixed today.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptyTravelAnswers } from './journey';
import type { TravelJourneyAnswers } from './journey';
import { stepProblems, travelQuoteAnswers, tripAnswers, tripShape } from './journey-rules';

const today = parseDate('2026-11-26');

const answered = (overrides: Partial<TravelJourneyAnswers> = {}): TravelJourneyAnswers => ({
  ...emptyTravelAnswers,
  tripType: 'single',
  regions: ['asia'],
  startDate: '10/01/2027',
  endDate: '23/01/2027',
  travellerCount: '2',
  ages: ['40', '8', '', '', '', '', '', ''],
  member: 'no',
  excess: '250',
  planId: 'international-essentials',
  ...overrides,
});

const messages = (step: Parameters<typeof stepProblems>[0], answers: TravelJourneyAnswers) =>
  stepProblems(step, answers, today).map((problem) => `${problem.field}: ${problem.message}`);

describe('your trip', () => {
  it('needs one trip or a year, and a destination', () => {
    expect(messages('trip', emptyTravelAnswers)).toEqual([
      'trip-type: Choose cover for one trip or for a year of trips',
      'regions: Choose at least one destination',
    ]);
    expect(messages('trip', answered())).toEqual([]);
  });
});

describe('your dates', () => {
  it('asks for each date, and for the format when it is not a date', () => {
    expect(messages('dates', answered({ startDate: '', endDate: '1/3/27' }))).toEqual([
      'start-date: Enter the date you leave',
      'end-date: Enter the date you come home as dd/mm/yyyy, for example 15/03/2027',
    ]);
    expect(messages('dates', answered({ tripType: 'annual', startDate: '' }))).toEqual([
      'start-date: Enter the date your cover starts',
    ]);
  });

  it('says a day that does not exist is not a real date, rather than asking for dd/mm/yyyy again', () => {
    expect(messages('dates', answered({ startDate: '31/02/2027', endDate: '30/02/2027' }))).toEqual([
      'start-date: 31/02/2027 is not a real date: check the day and the month',
      'end-date: 30/02/2027 is not a real date: check the day and the month',
    ]);
  });

  it('start: today yes, yesterday no', () => {
    expect(messages('dates', answered({ startDate: '26/11/2026' }))).toEqual([]);
    expect(messages('dates', answered({ startDate: '25/11/2026' }))).toEqual([
      'start-date: Choose a start date of today (26 November 2026) or later',
    ]);
  });

  it('return: the start day yes, the day before no; a 365-day trip yes, 366 no', () => {
    expect(messages('dates', answered({ endDate: '10/01/2027' }))).toEqual([]);
    expect(messages('dates', answered({ endDate: '09/01/2027' }))).toEqual([
      'end-date: Choose a return date on or after your start date, 10 January 2027',
    ]);
    expect(messages('dates', answered({ endDate: '09/01/2028' }))).toEqual([]);
    expect(messages('dates', answered({ endDate: '10/01/2028' }))).toEqual([
      'end-date: Choose a return date on or before 9 January 2028: a single trip can be up to 365 days',
    ]);
  });

  it('a year of trips has no return date, whatever is left in it', () => {
    expect(messages('dates', answered({ tripType: 'annual', endDate: 'nonsense' }))).toEqual([]);
    expect(tripShape(answered({ tripType: 'annual' }), today)).toEqual({
      tripType: 'annual',
      regions: ['asia'],
      tripDays: null,
    });
  });
});

describe('who is travelling', () => {
  it('asks each traveller’s age in whole years, up to 99', () => {
    const ages = (first: string) =>
      answered({ travellerCount: '1', ages: [first, '', '', '', '', '', '', ''] });
    expect(messages('travellers', ages(''))).toEqual([
      'traveller-age-0: Enter traveller 1’s age (0 for a baby under one)',
    ]);
    expect(messages('travellers', ages('4O'))).toEqual([
      'traveller-age-0: Enter traveller 1’s age in whole years, using numbers, for example 42',
    ]);
    expect(messages('travellers', ages('99'))).toEqual([]);
    expect(messages('travellers', ages('100'))).toEqual([
      'traveller-age-0: We can quote online for travellers up to 99: check traveller 1’s age, or call us to talk about cover',
    ]);
  });

  it('needs an adult: 18 yes, 17 with a child no', () => {
    expect(messages('travellers', answered({ ages: ['18', '5', '', '', '', '', '', ''] }))).toEqual([]);
    expect(messages('travellers', answered({ ages: ['17', '5', '', '', '', '', '', ''] }))).toEqual([
      'traveller-age-0: At least one traveller must be 18 or older: children travel with an adult',
    ]);
  });

  it('only the travellers chosen count', () => {
    expect(
      messages('travellers', answered({ travellerCount: '1', ages: ['40', 'x', '', '', '', '', '', ''] })),
    ).toEqual([]);
  });

  it('asks whether the visitor is a member', () => {
    expect(messages('travellers', answered({ member: '' }))).toEqual([
      'member: Choose whether you have Larkspur Health health insurance',
    ]);
  });
});

describe('your plan', () => {
  it('needs a plan offered for the trip', () => {
    expect(messages('plan', answered({ planId: '' }))).toEqual(['plan: Choose a plan']);
    // Domestic cover is for trips within Australia only.
    expect(messages('plan', answered({ planId: 'domestic' }))).toEqual(['plan: Choose a plan']);
  });

  it('a plan chosen before the trip changed so it no longer fits says why', () => {
    // 10 January to 24 February is 46 days: longer than an annual policy's trips.
    expect(messages('plan', answered({ planId: 'annual-multi-trip', endDate: '24/02/2027' }))).toEqual([
      'plan: Annual Multi-Trip covers trips of up to 45 days, and your trip is 46 days: choose another plan',
    ]);
    expect(messages('plan', answered({ planId: 'annual-multi-trip', endDate: '23/02/2027' }))).toEqual([]);
  });
});

describe('the answers the service takes', () => {
  it('are ISO dates, numbers and the plan, once every step is answered', () => {
    expect(travelQuoteAnswers(answered({ member: 'yes', excess: '500' }), today)).toEqual({
      tripType: 'single',
      regions: ['asia'],
      startDate: '2027-01-10',
      endDate: '2027-01-23',
      travellers: [{ age: 40 }, { age: 8 }],
      member: true,
      excess: 500,
      planId: 'international-essentials',
    });
  });

  it('leave out the return date of a year of trips', () => {
    expect(tripAnswers(answered({ tripType: 'annual' }), today)).not.toHaveProperty('endDate');
  });

  it('are null while a step has problems', () => {
    expect(travelQuoteAnswers(answered({ regions: [] }), today)).toBeNull();
    expect(travelQuoteAnswers(answered({ planId: '' }), today)).toBeNull();
  });
});
