// Money, numbers and dates as the site writes them, in one place: Australian English and dollars by default, New
// Zealand's on the NZ pages, and a day shown as it is in Sydney (the fund's home), whatever the visitor's own zone.
export type SiteLocale = 'en-AU' | 'en-NZ';

/** The zone a moment is shown in: a quote saved at 11 pm in Perth was saved the next day in Sydney. */
export const SITE_TIME_ZONE = 'Australia/Sydney';

const CURRENCY: Record<SiteLocale, string> = { 'en-AU': 'AUD', 'en-NZ': 'NZD' };

// Money and counts are written here rather than by Intl.NumberFormat. A page's first Intl formatter makes the
// browser load its locale data: 25-50 ms on a desktop, 100-190 ms on Lighthouse's phone (4x slower), in one task
// while the page's prices hydrate. Both locales write numbers alike ('-$1,234.50'); the tests hold every result to
// Intl's own. Intl still writes what this does not (a number too large or too small for plain digits).

/**
 * `value` (not negative) rounded half away from zero to `places` decimals, as Intl rounds: from the shortest
 * decimal that reads back as the same number ('1.005', not the binary 1.00499...), so 1.005 is 1.01 as in Intl.
 * Null when the number is written with an exponent.
 */
function roundedDigits(value: number, places: number): { whole: string; fraction: string } | null {
  const written = String(value);
  if (written.includes('e')) return null;
  const [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  const roundUp = fraction.charAt(places) >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, places)) + roundUp).toString().padStart(places + 1, '0');
  return { whole: digits.slice(0, digits.length - places), fraction: digits.slice(digits.length - places) };
}

/** '1234567' as '1,234,567'. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

function formatted(
  value: number,
  { places, trimZeros, currency }: { places: number; trimZeros: boolean; currency: boolean },
  intl: () => Intl.NumberFormat,
): string {
  const rounded = Number.isFinite(value) ? roundedDigits(Math.abs(value), places) : null;
  if (!rounded) return intl().format(value);
  const fraction = trimZeros ? rounded.fraction.replace(/0+$/, '') : rounded.fraction;
  // As Intl does, a negative amount that rounds to nothing keeps its sign ('-$0.00').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${currency ? '$' : ''}${grouped(rounded.whole)}${fraction ? `.${fraction}` : ''}`;
}

const moneyFormat = (locale: SiteLocale, wholeDollars: boolean) => () =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY[locale],
    ...(wholeDollars ? { maximumFractionDigits: 0 } : {}),
  });

/** '$26.04': dollars and cents, as a price is written. */
export function formatPrice(amount: number, locale: SiteLocale = 'en-AU'): string {
  return formatted(amount, { places: 2, trimZeros: false, currency: true }, moneyFormat(locale, false));
}

/** '$500', '$1,800', '$12.50': cents only when there are some (limits, excesses, income thresholds). */
export function formatDollars(amount: number, locale: SiteLocale = 'en-AU'): string {
  const wholeDollars = Number.isInteger(amount);
  const places = wholeDollars ? 0 : 2;
  return formatted(amount, { places, trimZeros: false, currency: true }, moneyFormat(locale, wholeDollars));
}

/** '1,095': a count, grouped as the locale groups it (and, as Intl does, up to three decimals). */
export function formatNumber(count: number, locale: SiteLocale = 'en-AU'): string {
  return formatted(
    count,
    { places: 3, trimZeros: true, currency: false },
    () => new Intl.NumberFormat(locale),
  );
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const sydneyDays = new Map<SiteLocale, Intl.DateTimeFormat>();

/**
 * '1 April 2026'. A calendar day (`2026-04-01`) is that day wherever it is read (written here, without Intl, for
 * the reason money is); a moment (an ISO timestamp) is the day it was in Sydney, which takes the zone's rules.
 */
export function formatLongDate(value: string, locale: SiteLocale = 'en-AU'): string {
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (day && !Number.isNaN(date.getTime())) {
    return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  // Made once a locale, when a moment is first shown.
  let format = sydneyDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SITE_TIME_ZONE,
    });
    sydneyDays.set(locale, format);
  }
  return format.format(date);
}
