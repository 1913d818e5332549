// The overseas quote's rules at their edges, on a fixed day: the arrival window (ARRIVAL_RULE: 7 days back, 365
// ahead), the length of cover per cover type, the visa subclasses each cover type is for, and the last day of cover.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { ARRIVAL_RULE, OVERSEAS_COVER } from './data';
import { arrivalProblem, arrivalWindow, coverEnd, hasArrived, monthsProblem, subclassProblem } from './rules';

const today = parseDate('2026-11-26');

describe('arrival date', () => {
  it('states the sample rule the checks use: up to 7 days ago, up to 365 days ahead', () => {
    expect(ARRIVAL_RULE).toEqual({ daysBefore: 7, daysAhead: 365 });
    expect(arrivalWindow(today)).toEqual({
      earliest: parseDate('2026-11-19'),
      latest: parseDate('2027-11-26'),
    });
  });

  it('accepts today and a date in the future', () => {
    expect(arrivalProblem(today, today)).toBeNull();
    expect(arrivalProblem(parseDate('2027-02-01'), today)).toBeNull();
  });

  it('accepts 7 days ago, the earliest, and refuses the day before it', () => {
    expect(arrivalProblem(parseDate('2026-11-20'), today)).toBeNull();
    expect(arrivalProblem(parseDate('2026-11-19'), today)).toBeNull();
    expect(arrivalProblem(parseDate('2026-11-18'), today)).toBe('too-early');
  });

  it('accepts 365 days ahead, the latest, and refuses the day after it', () => {
    expect(arrivalProblem(parseDate('2027-11-25'), today)).toBeNull();
    expect(arrivalProblem(parseDate('2027-11-26'), today)).toBeNull();
    expect(arrivalProblem(parseDate('2027-11-27'), today)).toBe('too-late');
  });

  it('counts someone as arrived from the arrival date itself, not the day before', () => {
    expect(hasArrived(parseDate('2026-11-25'), today)).toBe(true);
    expect(hasArrived(today, today)).toBe(true);
    expect(hasArrived(parseDate('2026-11-27'), today)).toBe(false);
  });
});

describe('length of cover', () => {
  it.each(['student', 'working', 'visitor'] as const)(
    'offers %s cover from its minimum to its maximum months',
    (coverType) => {
      const { min, max } = OVERSEAS_COVER[coverType].months;
      expect(monthsProblem(coverType, min - 1)).toBe('too-short');
      expect(monthsProblem(coverType, min)).toBeNull();
      expect(monthsProblem(coverType, min + 1)).toBeNull();
      expect(monthsProblem(coverType, max - 1)).toBeNull();
      expect(monthsProblem(coverType, max)).toBeNull();
      expect(monthsProblem(coverType, max + 1)).toBe('too-long');
    },
  );

  it('has the sample ranges: student 1 to 66 months, working 1 to 48, visitor 1 to 60', () => {
    expect(monthsProblem('student', 66)).toBeNull();
    expect(monthsProblem('student', 67)).toBe('too-long');
    expect(monthsProblem('working', 48)).toBeNull();
    expect(monthsProblem('working', 49)).toBe('too-long');
    expect(monthsProblem('visitor', 60)).toBeNull();
    expect(monthsProblem('visitor', 61)).toBe('too-long');
  });

  it('takes whole months only', () => {
    expect(monthsProblem('working', 2.5)).toBe('too-short');
    expect(monthsProblem('working', 0)).toBe('too-short');
  });

  it('ends cover the day before the same date, the months later', () => {
    expect(coverEnd(parseDate('2027-02-01'), 12).toString()).toBe('2028-01-31');
    expect(coverEnd(parseDate('2027-02-15'), 1).toString()).toBe('2027-03-14');
    // No 31 February: a month from 31 January runs to the end of February less a day.
    expect(coverEnd(parseDate('2027-01-31'), 1).toString()).toBe('2027-02-27');
    expect(coverEnd(parseDate('2028-01-31'), 1).toString()).toBe('2028-02-28');
  });
});

describe('visa subclass and cover type', () => {
  it('takes student cover for subclasses 500 and 590 only', () => {
    expect(subclassProblem('student', '500')).toBeNull();
    expect(subclassProblem('student', '590')).toBeNull();
    expect(subclassProblem('student', '482')).toBe('wrong-cover');
    expect(subclassProblem('student', '600')).toBe('wrong-cover');
  });

  it('takes working cover for working visas, not a student or visitor visa', () => {
    for (const code of ['482', '494', '407', '408', '485', '417', '462'])
      expect(subclassProblem('working', code)).toBeNull();
    expect(subclassProblem('working', '500')).toBe('wrong-cover');
    expect(subclassProblem('working', '600')).toBe('wrong-cover');
  });

  it('takes visitor cover for visitor visas', () => {
    for (const code of ['600', '870', '651', '601']) expect(subclassProblem('visitor', code)).toBeNull();
    expect(subclassProblem('visitor', '500')).toBe('wrong-cover');
  });

  it('needs a subclass for student and working cover, but lets a visitor be unsure', () => {
    expect(subclassProblem('student', '')).toBe('missing');
    expect(subclassProblem('working', '')).toBe('missing');
    expect(subclassProblem('visitor', '')).toBeNull();
  });

  it('refuses a subclass that is not in the list at all', () => {
    expect(subclassProblem('working', '999')).toBe('wrong-cover');
  });
});
