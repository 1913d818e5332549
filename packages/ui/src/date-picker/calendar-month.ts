// The calendar's dates as the date picker moves through them: where focus starts, where Home and End go (the
// ends of the week row, weeks starting on Monday), the month before and after, and the month's spoken title.
import { DateFormatter, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';

export const CALENDAR_LOCALE = 'en-AU';
/** Weeks start on Monday in Australia, and each row of the grid is one such week. */
export const FIRST_DAY_OF_WEEK = 'mon';

export interface DateLimits {
  min: CalendarDate | null;
  max: CalendarDate | null;
}

/** The date itself, or the nearest one the limits allow. */
export function withinLimits(date: CalendarDate, { min, max }: DateLimits): CalendarDate {
  if (min && date.compare(min) < 0) return min;
  if (max && date.compare(max) > 0) return max;
  return date;
}

/** The first day of the week row the date sits in (a Monday). */
export const weekRowStart = (date: CalendarDate) => startOfWeek(date, CALENDAR_LOCALE, FIRST_DAY_OF_WEEK);

/** The last day of the week row the date sits in (a Sunday). */
export const weekRowEnd = (date: CalendarDate) => endOfWeek(date, CALENDAR_LOCALE, FIRST_DAY_OF_WEEK);

/** The same day a month on (or back), kept within the limits: a 31st lands on the month's last day. */
export const monthAway = (date: CalendarDate, months: 1 | -1, limits: DateLimits) =>
  withinLimits(date.add({ months }), limits);

/** Whether the limits leave no day in the month before the date's. */
export const noMonthBefore = (date: CalendarDate, { min }: DateLimits) =>
  min !== null && startOfMonth(date).compare(min) <= 0;

/** Whether the limits leave no day in the month after the date's. */
export const noMonthAfter = (date: CalendarDate, { max }: DateLimits) =>
  max !== null && endOfMonth(date).compare(max) >= 0;

const monthTitleFormat = new DateFormatter(CALENDAR_LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The month and year the grid shows, as the heading says it: 'November 2026'. */
export const monthTitle = (date: CalendarDate) => monthTitleFormat.format(date.toDate('UTC'));
