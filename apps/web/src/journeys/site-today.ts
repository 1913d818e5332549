// Today's date where the fund is, Sydney, for the journeys' age and period rules: worked out from the law rather
// than with Intl's time zones, because a page's first Intl object makes the browser load its locale and zone data,
// 100-150 ms on Lighthouse's phone inside the render that brings a journey's step to life.
//
// Standard Time Act 1987 (NSW): standard time is 10 hours ahead of UTC (s 3), and summer time, an hour further
// ahead, runs from 2 am on the first Sunday in October to 2 am on the first Sunday in the following April (s 2A),
// both in standard time (s 6), so both changes happen at 16:00 UTC on the Saturday. In force since April 2008;
// the tests hold this to Intl's own zone data for every hour from 2008 to 2040.
import { CalendarDate, fromAbsolute, toCalendarDate } from '@internationalized/date';

const HOUR = 3_600_000;
const STANDARD = 10 * HOUR;
const SUMMER = 11 * HOUR;
/** The first summer time period under the present rule began on 5 October 2008. */
const RULE_SINCE = Date.UTC(2008, 3, 6, 2) - STANDARD;

/** The moment summer time starts or ends in `year`: 2 am standard time on the first Sunday of `month` (0-based). */
function changeAt(year: number, month: number): number {
  const firstOfMonth = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstOfMonth) % 7);
  return Date.UTC(year, month, firstSunday, 2) - STANDARD;
}

/** The calendar date in Sydney at `instant` (milliseconds since the epoch). */
export function sydneyDate(instant: number): CalendarDate {
  if (instant < RULE_SINCE) {
    // Earlier rules differed: Intl knows them (only a clock set years back reaches this).
    return toCalendarDate(fromAbsolute(instant, 'Australia/Sydney'));
  }
  const year = new Date(instant + STANDARD).getUTCFullYear();
  const summer = instant < changeAt(year, 3) || instant >= changeAt(year, 9);
  const local = new Date(instant + (summer ? SUMMER : STANDARD));
  return new CalendarDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

/** Today's date in Sydney. */
export const siteToday = (): CalendarDate => sydneyDate(Date.now());
