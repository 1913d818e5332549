// The travel quote's answer rules at each boundary (the day before, on and after), on a fixed today.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { TravelAnswers } from './pricing';
import {
  answersProblem,
  endDateProblem,
  regionsProblem,
  startDateProblem,
  travellersProblem,
  validIsoDate,
} from './rules';

const day = parseDate;
const today = day('2026-11-26');

const answers = (overrides: Partial<TravelAnswers> = {}): TravelAnswers => ({
  tripType: 'single',
  regions: ['asia'],
  startDate: '2027-01-10',
  endDate: '2027-01-24',
  travellers: [{ age: 40 }],
  member: false,
  excess: 250,
  planId: 'international-essentials',
  ...overrides,
});

describe('start date', () => {
  it('may be today, not yesterday', () => {
    expect(startDateProblem(day('2026-11-26'), today)).toBeNull();
    expect(startDateProblem(day('2026-11-25'), today)).toBe(
      'Choose a start date of today (26 November 2026) or later.',
    );
  });

  it('may be 18 months from today, not a day more', () => {
    expect(startDateProblem(day('2028-05-25'), today)).toBeNull();
    expect(startDateProblem(day('2028-05-26'), today)).toBeNull();
    expect(startDateProblem(day('2028-05-27'), today)).toBe(
      'Choose a start date on or before 26 May 2028: cover can start up to 18 months from today.',
    );
  });
});

describe('return date of a single trip', () => {
  const start = day('2027-01-01');

  it('may be the start date, not the day before', () => {
    expect(endDateProblem(start, day('2027-01-01'))).toBeNull();
    expect(endDateProblem(start, day('2026-12-31'))).toBe(
      'Choose a return date on or after your start date, 1 January 2027.',
    );
  });

  it('makes a trip of up to 365 days: 364 and 365 yes, 366 no', () => {
    expect(endDateProblem(start, day('2027-12-30'))).toBeNull();
    expect(endDateProblem(start, day('2027-12-31'))).toBeNull();
    expect(endDateProblem(start, day('2028-01-01'))).toBe(
      'Choose a return date on or before 31 December 2027: a single trip can be up to 365 days.',
    );
  });
});

describe('travellers', () => {
  it('are 1 to 8', () => {
    expect(travellersProblem([])).toBe('A quote is for 1 to 8 travellers.');
    expect(travellersProblem([40])).toBeNull();
    expect(travellersProblem([40, 1, 2, 3, 4, 5, 6, 7])).toBeNull();
    expect(travellersProblem([40, 1, 2, 3, 4, 5, 6, 7, 8])).toBe('A quote is for 1 to 8 travellers.');
  });

  it('are aged 0 to 99 in whole years', () => {
    expect(travellersProblem([40, 0])).toBeNull();
    expect(travellersProblem([99])).toBeNull();
    const message = 'Enter each traveller’s age in whole years, from 0 to 99.';
    expect(travellersProblem([100])).toBe(message);
    expect(travellersProblem([40, -1])).toBe(message);
    expect(travellersProblem([40.5])).toBe(message);
  });

  it('include an adult: 18 yes, 17 on their own no', () => {
    expect(travellersProblem([18, 5])).toBeNull();
    expect(travellersProblem([17, 5])).toBe(
      'At least one traveller must be 18 or older: children travel with an adult.',
    );
  });
});

describe('destinations', () => {
  it('are at least one, each once', () => {
    expect(regionsProblem([])).toBe('Choose at least one destination.');
    expect(regionsProblem(['asia'])).toBeNull();
    expect(regionsProblem(['asia', 'asia'])).toBe('Choose each destination once.');
  });
});

describe('dates as the server receives them', () => {
  it('are real days', () => {
    expect(validIsoDate('2027-02-28')?.toString()).toBe('2027-02-28');
    expect(validIsoDate('2027-02-29')).toBeNull();
    expect(validIsoDate('2027-2-1')).toBeNull();
    expect(validIsoDate(undefined)).toBeNull();
  });
});

describe('answersProblem (what the server checks beyond the shape)', () => {
  it('passes a valid single trip and a valid annual policy', () => {
    expect(answersProblem(answers(), today)).toBeNull();
    expect(
      answersProblem(answers({ tripType: 'annual', endDate: undefined, planId: 'annual-multi-trip' }), today),
    ).toBeNull();
  });

  it('says what is wrong with the dates', () => {
    expect(answersProblem(answers({ startDate: '2027-02-30' }), today)).toBe(
      'startDate must be a real date, yyyy-mm-dd.',
    );
    expect(answersProblem(answers({ startDate: '2026-11-25' }), today)).toMatch(
      /^Choose a start date of today/,
    );
    expect(answersProblem(answers({ endDate: undefined }), today)).toBe(
      'endDate must be a real date, yyyy-mm-dd, for a single trip.',
    );
    expect(answersProblem(answers({ endDate: '2027-01-09' }), today)).toMatch(
      /^Choose a return date on or after/,
    );
    expect(answersProblem(answers({ tripType: 'annual', planId: 'annual-multi-trip' }), today)).toBe(
      'An annual policy has no endDate: it lasts 12 months from startDate.',
    );
  });

  it('needs a plan offered for the trip', () => {
    expect(answersProblem(answers({ planId: 'domestic' }), today)).toBe(
      'Domestic is not offered for this trip: choose one of international-comprehensive, international-essentials, international-medical, annual-multi-trip.',
    );
    expect(
      answersProblem(
        answers({ tripType: 'annual', endDate: undefined, planId: 'international-essentials' }),
        today,
      ),
    ).toMatch(/^International Essentials is not offered for this trip/);
  });

  it('keeps the annual plan to trips of 45 days and travellers up to 74', () => {
    const annual = (endDate: string, age = 40) =>
      answersProblem(answers({ planId: 'annual-multi-trip', endDate, travellers: [{ age }] }), today);
    expect(annual('2027-02-23')).toBeNull(); // 10 January to 23 February: 45 days
    expect(annual('2027-02-24')).toBe(
      'Annual Multi-Trip covers trips of up to 45 days, and your trip is 46 days.',
    );
    expect(annual('2027-01-24', 74)).toBeNull();
    expect(annual('2027-01-24', 75)).toBe('Annual Multi-Trip is for travellers aged 74 or younger.');
  });

  it('needs an adult traveller', () => {
    expect(answersProblem(answers({ travellers: [{ age: 16 }] }), today)).toMatch(/^At least one traveller/);
  });
});
