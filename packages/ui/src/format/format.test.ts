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

  describe('writes every amount as Intl.NumberFormat does', () => {
    const locales = ['en-AU', 'en-NZ'] as const;
    const currency = { 'en-AU': 'AUD', 'en-NZ': 'NZD' } as const;
    const intlPrice = (locale: (typeof locales)[number]) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: currency[locale] });
    const intlWhole = (locale: (typeof locales)[number]) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency[locale],
        maximumFractionDigits: 0,
      });
    // Every cent to $2,000, every 997th to $200,000, and the awkward ones: halves that binary cannot hold (1.005 is 1.00499... in binary,
    // 1.01 in Intl), sums that carry float error, rounding that carries into the dollars, signs and zero.
    const cents = [
      ...Array.from({ length: 200_001 }, (_, cent) => cent / 100),
      ...Array.from({ length: 20_000 }, (_, step) => (step * 997) / 100),
    ];
    const awkward = [
      1.005,
      2.675,
      1.015,
      0.125,
      1234.565,
      8.345,
      0.1 + 0.2,
      9.995,
      99.999,
      999_999.995,
      0.5,
      2.5,
      1_000_000,
      123_456_789.125,
      0.004,
      0.0049,
      -0.001,
      -0,
      -1234.5,
      -0.005,
      1e-7,
      1e21,
      Number.MAX_SAFE_INTEGER,
      12.3456789,
    ];
    const amounts = [...cents.filter((_, index) => index % 7 === 0), ...awkward];

    it.each(locales)('prices in %s', (locale) => {
      const intl = intlPrice(locale);
      const differing = [...cents, ...awkward].filter(
        (amount) => formatPrice(amount, locale) !== intl.format(amount),
      );
      expect(differing).toEqual([]);
    });

    it.each(locales)('limits in %s, with cents only when there are some', (locale) => {
      const [price, whole] = [intlPrice(locale), intlWhole(locale)];
      const intl = (amount: number) => (Number.isInteger(amount) ? whole : price).format(amount);
      const differing = amounts.filter((amount) => formatDollars(amount, locale) !== intl(amount));
      expect(differing).toEqual([]);
    });

    it.each(locales)('counts in %s, to three decimals', (locale) => {
      const intl = new Intl.NumberFormat(locale);
      const counts = [...amounts, 1095, 1_234_567, 0.0005, 0.0004, 1234.56789, -2.5, 3.14159];
      const differing = counts.filter((count) => formatNumber(count, locale) !== intl.format(count));
      expect(differing).toEqual([]);
    });

    it('writes what is not a number as Intl does', () => {
      expect(formatPrice(Number.NaN)).toBe(intlPrice('en-AU').format(Number.NaN));
      expect(formatDollars(Number.POSITIVE_INFINITY)).toBe(
        intlWhole('en-AU').format(Number.POSITIVE_INFINITY),
      );
    });
  });

  it('writes every calendar day of a leap year and its neighbours as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const days = Array.from(
      { length: 3 * 366 },
      (_, index) => new Date(Date.UTC(2027, 0, 1 - 366 - 365 + index)),
    );
    const differing = days.filter((day) => {
      const iso = day.toISOString().slice(0, 10);
      return formatLongDate(iso) !== intl.format(day) || formatLongDate(iso, 'en-NZ') !== intl.format(day);
    });
    expect(differing).toEqual([]);
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
