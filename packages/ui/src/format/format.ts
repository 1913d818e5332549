// Money, numbers and dates as the site writes them, in one place: Australian English and dollars by default, New
// Zealand's on the NZ pages, and a day shown as it is in Sydney (the fund's home), whatever the visitor's own zone.
export type SiteLocale = 'en-AU' | 'en-NZ';

/** The zone a moment is shown in: a quote saved at 11 pm in Perth was saved the next day in Sydney. */
export const SITE_TIME_ZONE = 'Australia/Sydney';

const CURRENCY: Record<SiteLocale, string> = { 'en-AU': 'AUD', 'en-NZ': 'NZD' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const money = (locale: SiteLocale, wholeDollars: boolean) =>
  cached(
    `money ${locale} ${wholeDollars}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: CURRENCY[locale],
        ...(wholeDollars ? { maximumFractionDigits: 0 } : {}),
      }),
  );

/** '$26.04': dollars and cents, as a price is written. */
export function formatPrice(amount: number, locale: SiteLocale = 'en-AU'): string {
  return money(locale, false).format(amount);
}

/** '$500', '$1,800', '$12.50': cents only when there are some (limits, excesses, income thresholds). */
export function formatDollars(amount: number, locale: SiteLocale = 'en-AU'): string {
  return money(locale, Number.isInteger(amount)).format(amount);
}

/** '1,095': a count, grouped as the locale groups it. */
export function formatNumber(count: number, locale: SiteLocale = 'en-AU'): string {
  return cached(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(count);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '1 April 2026'. A calendar day (`2026-04-01`) is that day wherever it is read; a moment (an ISO timestamp) is
 * the day it was in Sydney.
 */
export function formatLongDate(value: string, locale: SiteLocale = 'en-AU'): string {
  const day = CALENDAR_DAY.exec(value);
  const zone = day ? 'UTC' : SITE_TIME_ZONE;
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return cached(
    `long date ${locale} ${zone}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }),
  ).format(date);
}
