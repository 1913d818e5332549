// What an overseas quote's answers must agree with, beyond their shape: a visa subclass the cover type is for, an
// arrival date inside the window cover can start in, and a length of cover the cover type offers. The journey and
// the application service both check with these, so a quote the page accepts is one the server saves.
import type { CalendarDate } from '@internationalized/date';
import { ARRIVAL_RULE, OVERSEAS_COVER, VISA_SUBCLASSES } from './data';
import type { OverseasCoverType, VisaSubclass } from './data';

/** The visa subclasses a cover type is for, in the data's order. */
export const subclassesFor = (coverType: OverseasCoverType): VisaSubclass[] =>
  VISA_SUBCLASSES.filter((visa) => visa.coverType === coverType);

export const visaSubclass = (code: string): VisaSubclass | undefined =>
  VISA_SUBCLASSES.find((visa) => visa.code === code);

/**
 * What is wrong with a subclass for a cover type: 'missing' (the cover type needs one), 'wrong-cover' (the
 * subclass is another cover type's: student cover is only for 500 and 590), or null. An empty subclass means
 * 'not sure', which only visitor cover allows.
 */
export function subclassProblem(
  coverType: OverseasCoverType,
  subclass: string,
): 'missing' | 'wrong-cover' | null {
  if (!subclass) return OVERSEAS_COVER[coverType].needsSubclass ? 'missing' : null;
  return visaSubclass(subclass)?.coverType === coverType ? null : 'wrong-cover';
}

/** The first and last days cover can start on, `today`: ARRIVAL_RULE's days before and ahead. */
export const arrivalWindow = (today: CalendarDate) => ({
  earliest: today.subtract({ days: ARRIVAL_RULE.daysBefore }),
  latest: today.add({ days: ARRIVAL_RULE.daysAhead }),
});

/** Whether an arrival date is before the window ('too-early'), after it ('too-late'), or in it (null). */
export function arrivalProblem(arrival: CalendarDate, today: CalendarDate): 'too-early' | 'too-late' | null {
  const { earliest, latest } = arrivalWindow(today);
  if (arrival.compare(earliest) < 0) return 'too-early';
  if (arrival.compare(latest) > 0) return 'too-late';
  return null;
}

/** Whether someone arriving on `arrival` is in Australia `today` (and so can give an address here). */
export const hasArrived = (arrival: CalendarDate, today: CalendarDate) => arrival.compare(today) <= 0;

/** Whether a number of months is a length of cover the cover type offers: whole months from its min to its max. */
export function monthsProblem(coverType: OverseasCoverType, months: number): 'too-short' | 'too-long' | null {
  const { min, max } = OVERSEAS_COVER[coverType].months;
  if (!Number.isInteger(months) || months < min) return 'too-short';
  if (months > max) return 'too-long';
  return null;
}

/** The last day of cover: the day before the same date `months` later (a month from 31 January ends 27 or 28 February). */
export const coverEnd = (start: CalendarDate, months: number): CalendarDate =>
  start.add({ months }).subtract({ days: 1 });
