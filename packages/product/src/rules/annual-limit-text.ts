// SPEC 5 'Annual-limit text': how a limit row is said.
import { formatDollars } from '@ds/ui/format';
import type { AnnualLimit } from '../data/schema';

/**
 * 'starts at $X and increases by $Y per {unit} per calendar year to $Z {period} limit' when the amount, the
 * increase, what it applies to and the maximum are all there; otherwise the amount (with its period when that is
 * not a year), or else the limit text.
 * Empty when the row says nothing (the name line then says '(unlimited)').
 */
export function annualLimitText(limit: AnnualLimit): string {
  const { limitAmount, annualIncrease, applyToName, maxLimitPerTimePeriod, timePeriod, limitText } = limit;
  if (
    limitAmount !== undefined &&
    annualIncrease !== undefined &&
    applyToName !== undefined &&
    maxLimitPerTimePeriod !== undefined
  ) {
    const period = timePeriod ? `${timePeriod} ` : '';
    return (
      `starts at ${formatDollars(limitAmount)} and increases by ${formatDollars(annualIncrease)} per ${applyToName} ` +
      `per calendar year to ${formatDollars(maxLimitPerTimePeriod)} ${period}limit`
    );
  }
  // A limit that is not yearly says its period beside the amount ('$1,800 lifetime limit'), so a lifetime limit is
  // never read as a year's.
  if (limitAmount !== undefined) {
    return timePeriod && timePeriod !== 'annual'
      ? `${formatDollars(limitAmount)} ${timePeriod} limit`
      : formatDollars(limitAmount);
  }
  return limitText ?? '';
}

/** The extras name line: the service's (or product's) name, and '(unlimited)' when its row has no amount. */
export function limitNameLine(name: string, limit: AnnualLimit): string {
  return limit.limitAmount === undefined ? `${name} (unlimited)` : name;
}
