// A yyyy-mm-dd date as the answers carry it, when it is a real day (not 2027-02-30): what every kind's `problem`
// and the health quote's schema check before they compare dates.
import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';

export function realIsoDate(text: string): CalendarDate | null {
  try {
    const date = parseDate(text);
    return date.toString() === text ? date : null;
  } catch {
    return null;
  }
}
