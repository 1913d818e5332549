import { describe, expect, it, vi } from 'vitest';
import { CalendarDate, fromAbsolute } from '@internationalized/date';
import { siteToday, sydneyDate } from './site-today';

const HOUR = 3_600_000;
/** Intl's answer, through its zone data. */
const intlDate = (instant: number) => {
  const zoned = fromAbsolute(instant, 'Australia/Sydney');
  return new CalendarDate(zoned.year, zoned.month, zoned.day);
};

describe('the date in Sydney', () => {
  it('is the date Intl gives around every midnight and every 2 am from 2008 to 2040', () => {
    // Midnight in Sydney is 13:00 UTC in summer time and 14:00 in standard time; the clocks change at 16:00 UTC.
    const minutesOfDay = [12 * 60 + 59, 13 * 60, 13 * 60 + 59, 14 * 60, 15 * 60 + 59, 16 * 60, 17 * 60];
    const differing: string[] = [];
    for (let day = Date.UTC(2008, 3, 6); day < Date.UTC(2041, 0, 1); day += 24 * HOUR) {
      for (const minutes of minutesOfDay) {
        const instant = day + minutes * 60_000;
        if (sydneyDate(instant).compare(intlDate(instant)) !== 0)
          differing.push(new Date(instant).toISOString());
      }
    }
    expect(differing).toEqual([]);
  });

  // Summer time 2026-27 starts at 2 am on Sunday 4 October 2026 (16:00 UTC on the 3rd) and ends at 3 am summer
  // time, 2 am standard, on Sunday 4 April 2027 (16:00 UTC on the 3rd).
  it.each([
    ['the last minute of standard time: 1:59 am on 4 October', '2026-10-03T15:59:00Z', '2026-10-04'],
    ['summer time: midnight is 13:00 UTC', '2026-10-04T13:00:00Z', '2026-10-05'],
    ['the minute before, still the 4th', '2026-10-04T12:59:00Z', '2026-10-04'],
    ['standard time: midnight is 14:00 UTC', '2026-07-31T14:00:00Z', '2026-08-01'],
    ['the minute before, still 31 July', '2026-07-31T13:59:00Z', '2026-07-31'],
    ['the last night of summer time: 11:59 pm on 3 April', '2027-04-03T12:59:00Z', '2027-04-03'],
    ['midnight of 4 April, still summer time', '2027-04-03T13:00:00Z', '2027-04-04'],
    ['the next midnight, standard time again', '2027-04-04T14:00:00Z', '2027-04-05'],
    ['New Year in summer time', '2026-12-31T13:00:00Z', '2027-01-01'],
    ['a leap day', '2028-02-28T13:30:00Z', '2028-02-29'],
  ])('%s', (_, at, expected) => {
    expect(sydneyDate(Date.parse(at)).toString()).toBe(expected);
  });

  it('is today, on the clock the tests set', () => {
    vi.useFakeTimers({ now: new Date('2026-06-30T14:30:00Z') });
    try {
      expect(siteToday().toString()).toBe('2026-07-01');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks Intl for a moment before the present rule (summer time then began in late October)', () => {
    // 13:30 UTC on 27 October 2007 was 11:30 pm standard time; summer time began at 2 am on the 28th.
    expect(sydneyDate(Date.UTC(2007, 9, 27, 13, 30)).toString()).toBe('2007-10-27');
    expect(sydneyDate(Date.UTC(2007, 11, 25, 13)).toString()).toBe('2007-12-26');
  });
});
