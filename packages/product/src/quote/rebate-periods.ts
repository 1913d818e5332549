// Which dated figures apply on a day: the rebate percentages for the day a premium is for, the income thresholds for
// the income year a day falls in. Past the last period in rebate-data.ts the last one is used, marked `current:
// false`, with the words that say so wherever the figure is shown.
import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { formatLongDate } from '@ds/ui/format';
import { INCOME_YEARS, REBATE_RATES } from './rebate-data';
import type { IncomeYear, RebateRates } from './rebate-data';

export interface Chosen<T> {
  figures: T;
  /** False when the day is past the figures' period (newer ones are not in this site yet). */
  current: boolean;
}

function choose<T extends { from: string; to: string }>(periods: readonly T[], day: CalendarDate): Chosen<T> {
  const iso = day.toString();
  const within = periods.find((period) => period.from <= iso && iso <= period.to);
  if (within) return { figures: within, current: true };
  const first = periods[0]!;
  // Before the first period: the oldest figures, which is as good as this site can do (never in practice).
  if (iso < first.from) return { figures: first, current: false };
  return { figures: periods.at(-1)!, current: false };
}

/** The rebate percentages for a premium for `day`. */
export const rebateRatesOn = (day: CalendarDate): Chosen<RebateRates> => choose(REBATE_RATES, day);

/** The income thresholds of the income year `day` falls in. */
export const incomeYearOn = (day: CalendarDate): Chosen<IncomeYear> => choose(INCOME_YEARS, day);

/** The day after an ISO date, as an ISO date. */
const dayAfter = (iso: string) => parseDate(iso).add({ days: 1 }).toString();

/**
 * What to say where the rebate is shown when its rates are past their period; null while they are current. Takes a
 * quote's `rebatePeriod` as well as `{ to: figures.to, current }` of a choice.
 */
export function staleRatesNotice({ to, current }: { to: string; current: boolean }): string | null {
  if (current) return null;
  return (
    `Rebate rates from ${formatLongDate(dayAfter(to))} are not yet in this site; ` +
    `this estimate uses the rates to ${formatLongDate(to)}.`
  );
}

/** The financial year `day` falls in, as the ATO writes it (2026-27). */
export function financialYearOf(day: CalendarDate): string {
  const start = day.month >= 7 ? day.year : day.year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** What to say where the thresholds are shown when the income year asked about has none here yet. */
export function staleThresholdsNotice(
  { figures, current }: Chosen<IncomeYear>,
  day: CalendarDate,
): string | null {
  if (current) return null;
  return (
    `Income thresholds for ${financialYearOf(day)} are not yet in this site; ` +
    `this estimate uses those for ${figures.year}.`
  );
}
