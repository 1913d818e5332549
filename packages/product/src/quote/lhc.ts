// Lifetime Health Cover loading: 2% on the hospital part of the premium for every year over 30 a person was when
// they first took out hospital cover after their base day (the 1 July after their 31st birthday), at most 70%, and
// gone after 10 continuous years of cover. Dates are calendar dates (no time zone), from @internationalized/date.
import { CalendarDate, parseDate } from '@internationalized/date';

export const LHC_RATE_PER_YEAR = 2;
export const LHC_FREE_AGE = 30;
export const LHC_MAX_PERCENT = 70;
export const LHC_YEARS_TO_REMOVE = 10;

export interface AdultCover {
  /** ISO date, yyyy-mm-dd. */
  dateOfBirth: string;
  /** Whether they hold hospital cover now, held without a break since `coverSinceAge`. */
  heldHospitalCover: boolean;
  /** Their age on the 1 July before they first took out hospital cover. */
  coverSinceAge?: number;
}

/** Whole years from `birth` to `on`. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The 1 July following a person's 31st birthday. */
export function baseDay(birth: CalendarDate): CalendarDate {
  const birthday31 = birth.add({ years: 31 });
  const july1 = new CalendarDate(birthday31.year, 7, 1);
  return birthday31.compare(july1) < 0 ? july1 : july1.add({ years: 1 });
}

/** The most recent 1 July on or before `day`. */
function lastJuly1(day: CalendarDate): CalendarDate {
  const july1 = new CalendarDate(day.year, 7, 1);
  return day.compare(july1) >= 0 ? july1 : july1.subtract({ years: 1 });
}

const percentForAge = (age: number) =>
  Math.min(LHC_MAX_PERCENT, Math.max(0, age - LHC_FREE_AGE) * LHC_RATE_PER_YEAR);

/** The loading in percent for one adult taking out (or keeping) hospital cover on `today`. */
export function lhcLoadingPercent(adult: AdultCover, today: CalendarDate): number {
  const birth = parseDate(adult.dateOfBirth);
  if (adult.heldHospitalCover && adult.coverSinceAge !== undefined) {
    const yearsHeld = ageOn(birth, today) - adult.coverSinceAge;
    return yearsHeld >= LHC_YEARS_TO_REMOVE ? 0 : percentForAge(adult.coverSinceAge);
  }
  if (today.compare(baseDay(birth)) < 0) return 0;
  return percentForAge(ageOn(birth, lastJuly1(today)));
}

/** A couple or family pays the average of its two adults' loadings. */
export function combinedLoadingPercent(adults: readonly AdultCover[], today: CalendarDate): number {
  const loadings = adults.map((adult) => lhcLoadingPercent(adult, today));
  return loadings.reduce((sum, loading) => sum + loading, 0) / Math.max(1, loadings.length);
}
