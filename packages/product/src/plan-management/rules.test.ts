// The plan management sign-up's rules at every edge, with a fixed clock: NDIS number shapes, a date of birth
// today and tomorrow, the 18th birthday, and a plan's dates the day before, on and after each boundary.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  applicantProblem,
  compactNdisNumber,
  dateOfBirthProblem,
  latestPlanEnd,
  latestPlanStart,
  ndisNumberProblem,
  planDatesProblems,
} from './rules';

const day = parseDate;
const today = day('2026-11-26');

describe('the NDIS number', () => {
  it.each(['430123456', '430 123 456', ' 430 123 456 ', '43 01 23 456', '439999999'])(
    'accepts %j',
    (text) => {
      expect(ndisNumberProblem(text)).toBeNull();
    },
  );

  it('is stored without its spaces', () => {
    expect(compactNdisNumber(' 430 123 456 ')).toBe('430123456');
  });

  it.each([
    ['', 'Enter the participant’s NDIS number.'],
    ['   ', 'Enter the participant’s NDIS number.'],
    ['430-123-456', 'Enter the NDIS number using digits only, such as 430 123 456.'],
    ['43O123456', 'Enter the NDIS number using digits only, such as 430 123 456.'],
    [
      '43012345',
      'An NDIS number has 9 digits, such as 430 123 456. Check the number on the participant’s NDIS letters.',
    ],
    [
      '4301234567',
      'An NDIS number has 9 digits, such as 430 123 456. Check the number on the participant’s NDIS letters.',
    ],
    ['530123456', 'NDIS numbers start with 43. Check the number on the participant’s NDIS letters.'],
    ['420123456', 'NDIS numbers start with 43. Check the number on the participant’s NDIS letters.'],
  ])('refuses %j', (text, message) => {
    expect(ndisNumberProblem(text)).toBe(message);
  });
});

describe('the participant’s date of birth', () => {
  it('may be today, not tomorrow', () => {
    expect(dateOfBirthProblem(day('2026-11-26'), today)).toBeNull();
    expect(dateOfBirthProblem(day('2026-11-27'), today)).toBe('A date of birth cannot be in the future.');
  });

  it('is refused beyond 120 years: 121 tomorrow is accepted, 121 today is not', () => {
    expect(dateOfBirthProblem(day('1906-11-26'), today)).toBeNull();
    expect(dateOfBirthProblem(day('1905-11-27'), today)).toBeNull();
    expect(dateOfBirthProblem(day('1905-11-26'), today)).toBe('Check the year of birth.');
  });
});

describe('who applies', () => {
  const child =
    'A participant under 18 signs up through a parent or guardian. Choose ‘A parent or guardian’ and give their name.';

  it('a participant applies for themselves from their 18th birthday (NDIS Act s 74)', () => {
    expect(applicantProblem('participant', day('2008-11-27'), today)).toBe(child);
    expect(applicantProblem('participant', day('2008-11-26'), today)).toBeNull();
    expect(applicantProblem('participant', day('2008-11-25'), today)).toBeNull();
  });

  it('a parent, guardian or nominee may apply at any age', () => {
    expect(applicantProblem('parent-guardian', day('2020-01-01'), today)).toBeNull();
    expect(applicantProblem('nominee', day('2020-01-01'), today)).toBeNull();
    expect(applicantProblem('nominee', day('1960-01-01'), today)).toBeNull();
  });
});

describe('the plan’s dates', () => {
  const startedInJuly = day('2026-07-01');

  it('the plan starts at most 6 months ahead: 26 May 2027 is the latest today', () => {
    expect(latestPlanStart(today).toString()).toBe('2027-05-26');
    const end = day('2028-05-25');
    expect(planDatesProblems(day('2027-05-25'), end, today).start).toBeUndefined();
    expect(planDatesProblems(day('2027-05-26'), end, today).start).toBeUndefined();
    expect(planDatesProblems(day('2027-05-27'), end, today).start).toBe(
      'We can sign up plans that start in the next 6 months. Check the start date on the participant’s plan.',
    );
  });

  it('the end comes after the start: the day before and the same day are refused, the day after accepted', () => {
    const start = day('2026-12-10');
    expect(planDatesProblems(start, day('2026-12-09'), today).end).toBe(
      'The end date must be after the start date.',
    );
    expect(planDatesProblems(start, day('2026-12-10'), today).end).toBe(
      'The end date must be after the start date.',
    );
    expect(planDatesProblems(start, day('2026-12-11'), today)).toEqual({});
  });

  it('the plan has not already ended: ending yesterday is refused, ending today or tomorrow accepted', () => {
    expect(planDatesProblems(startedInJuly, day('2026-11-25'), today).end).toBe(
      'This plan has already ended. Enter the dates of the participant’s current plan, or of their new plan if it has been approved.',
    );
    expect(planDatesProblems(startedInJuly, day('2026-11-26'), today)).toEqual({});
    expect(planDatesProblems(startedInJuly, day('2026-11-27'), today)).toEqual({});
  });

  it('the plan runs at most 5 years: to the 5th anniversary of its start, not a day more', () => {
    expect(latestPlanEnd(startedInJuly).toString()).toBe('2031-07-01');
    expect(planDatesProblems(startedInJuly, day('2031-06-30'), today)).toEqual({});
    expect(planDatesProblems(startedInJuly, day('2031-07-01'), today)).toEqual({});
    expect(planDatesProblems(startedInJuly, day('2031-07-02'), today).end).toBe(
      'NDIS plans run for at most 5 years. Check the end date (the reassessment due date) on the plan.',
    );
  });

  it('a plan that started years ago and still runs is fine; one that ran 5 years and ended is not', () => {
    expect(planDatesProblems(day('2022-01-10'), day('2027-01-10'), today)).toEqual({});
    expect(planDatesProblems(day('2021-11-01'), day('2026-11-01'), today).end).toMatch(/already ended/);
  });
});
