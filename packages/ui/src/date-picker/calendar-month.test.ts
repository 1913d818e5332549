import { CalendarDate } from '@internationalized/date';
import {
  monthAway,
  monthTitle,
  noMonthAfter,
  noMonthBefore,
  weekRowEnd,
  weekRowStart,
  withinLimits,
} from './calendar-month';

const none = { min: null, max: null };
const date = (year: number, month: number, day: number) => new CalendarDate(year, month, day);

describe('calendar-month', () => {
  it('the week row runs Monday to Sunday, across the end of a month too', () => {
    // Friday 3 January 2025: its row starts on Monday 30 December 2024.
    expect(weekRowStart(date(2025, 1, 3)).toString()).toBe('2024-12-30');
    expect(weekRowEnd(date(2025, 1, 3)).toString()).toBe('2025-01-05');
    expect(weekRowStart(date(2026, 11, 30)).toString()).toBe('2026-11-30');
    expect(weekRowEnd(date(2026, 11, 29)).toString()).toBe('2026-11-29');
  });

  it('keeps a date within the limits', () => {
    const limits = { min: date(2026, 7, 1), max: date(2026, 9, 30) };
    expect(withinLimits(date(2026, 6, 29), limits).toString()).toBe('2026-07-01');
    expect(withinLimits(date(2026, 10, 2), limits).toString()).toBe('2026-09-30');
    expect(withinLimits(date(2026, 8, 2), limits).toString()).toBe('2026-08-02');
  });

  it('moves a month on or back, to the month’s last day when it is shorter', () => {
    expect(monthAway(date(2026, 1, 31), 1, none).toString()).toBe('2026-02-28');
    expect(monthAway(date(2026, 3, 15), -1, none).toString()).toBe('2026-02-15');
    expect(monthAway(date(2026, 9, 15), 1, { min: null, max: date(2026, 10, 2) }).toString()).toBe(
      '2026-10-02',
    );
  });

  it('knows when the limits leave no month before or after', () => {
    const limits = { min: date(2026, 7, 1), max: date(2026, 9, 30) };
    expect(noMonthBefore(date(2026, 7, 20), limits)).toBe(true);
    expect(noMonthBefore(date(2026, 8, 1), limits)).toBe(false);
    expect(noMonthAfter(date(2026, 9, 1), limits)).toBe(true);
    expect(noMonthAfter(date(2026, 8, 31), limits)).toBe(false);
    expect(noMonthBefore(date(2026, 8, 1), none)).toBe(false);
  });

  it('titles the month as the heading says it', () => {
    expect(monthTitle(date(2026, 11, 26))).toBe('November 2026');
    expect(monthTitle(date(2025, 1, 1))).toBe('January 2025');
  });
});
