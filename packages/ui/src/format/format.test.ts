import { formatDollars, formatLongDate, formatNumber, formatPrice } from './format';

describe('formatting money, numbers and dates', () => {
  it('writes prices in dollars and cents, Australian or New Zealand', () => {
    expect(formatPrice(26.04)).toBe('$26.04');
    expect(formatPrice(1234)).toBe('$1,234.00');
    expect(formatPrice(26.04, 'en-NZ')).toBe('$26.04');
  });

  it('writes limits and thresholds with cents only when there are some', () => {
    expect(formatDollars(500)).toBe('$500');
    expect(formatDollars(101_000)).toBe('$101,000');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0');
  });

  it('groups counts', () => {
    expect(formatNumber(1095)).toBe('1,095');
  });

  it('writes a calendar day as that day, and a moment as the day it was in Sydney', () => {
    expect(formatLongDate('2026-04-01')).toBe('1 April 2026');
    expect(formatLongDate('2026-06-30', 'en-NZ')).toBe('30 June 2026');
    // 11:30 pm on 30 June in Perth (UTC+8) is 1:30 am on 1 July in Sydney (UTC+10).
    expect(formatLongDate('2026-06-30T15:30:00.000Z')).toBe('1 July 2026');
    // The day before, in Sydney, just before midnight.
    expect(formatLongDate('2026-06-30T13:59:00.000Z')).toBe('30 June 2026');
  });
});
