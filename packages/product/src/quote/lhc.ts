// Lifetime Health Cover (LHC) loading, as the Private Health Insurance Act 2007 (Part 2-3) sets it and the
// Department of Health explains it. Each rule is a small function below, quoting the words it implements, from:
// - Department of Health, Lifetime Health Cover: key elements (for insurers),
//   http://www.health.gov.au/internet/main/publishing.nsf/Content/health-privatehealth-lhc-providers-elements.htm
// - Department of Health, Lifetime Health Cover: frequently asked questions (for insurers),
//   http://www.health.gov.au/internet/main/publishing.nsf/Content/health-privatehealth-lhc-providers-faq.htm
// - privatehealth.gov.au, Lifetime Health Cover,
//   https://www.privatehealth.gov.au/healthinsurance/incentivessurcharges/lifetimehealthcover.htm
// Dates are calendar dates (no time zone), from @internationalized/date; a month a person gives is yyyy-mm.
import { CalendarDate, parseDate } from '@internationalized/date';

/** Where each rule below comes from (shown on the help page 'How we work out your price'). */
export const LHC_SOURCES = [
  {
    title: 'Department of Health, Lifetime Health Cover: key elements',
    url: 'http://www.health.gov.au/internet/main/publishing.nsf/Content/health-privatehealth-lhc-providers-elements.htm',
  },
  {
    title: 'Department of Health, Lifetime Health Cover: frequently asked questions',
    url: 'http://www.health.gov.au/internet/main/publishing.nsf/Content/health-privatehealth-lhc-providers-faq.htm',
  },
  {
    title: 'privatehealth.gov.au, Lifetime Health Cover',
    url: 'https://www.privatehealth.gov.au/healthinsurance/incentivessurcharges/lifetimehealthcover.htm',
  },
] as const;

export const LHC_RATE_PER_YEAR = 2;
export const LHC_FREE_AGE = 30;
export const LHC_MAX_PERCENT = 70;
export const LHC_YEARS_TO_REMOVE = 10;
/** "periods totalling 1094 days (i.e. three years less one day) during your lifetime" without cover cost nothing. */
export const LHC_PERMITTED_DAYS = 1_094;
/** Lifetime Health Cover began on this day: no one's base day is earlier. */
export const LHC_STARTED = '2000-07-01';
/** People born on or before this day are not affected by LHC. */
export const LHC_EXEMPT_BORN_BY = '1934-07-01';

export interface AdultCover {
  /** ISO date, yyyy-mm-dd. */
  dateOfBirth: string;
  /** Whether they hold hospital cover now. */
  heldHospitalCover: boolean;
  /** With heldHospitalCover: the month the hospital cover they hold now started, yyyy-mm. */
  coverStarted?: string;
  /** Whether they held hospital cover on their base day, so breaks since, not their age, decide any loading. */
  coveredAtBaseDay?: boolean;
  /** With coveredAtBaseDay: about how many years in all they have been without hospital cover since. */
  yearsWithoutCover?: number;
  /** Moved to Australia after turning 31: the month they registered for full Medicare benefits, yyyy-mm. */
  medicareRegistered?: string;
}

/** Whole years from `birth` to `on`. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The first day of a yyyy-mm month. */
export const monthStart = (month: string): CalendarDate => parseDate(`${month}-01`);

/** The last day of a yyyy-mm month. */
const monthEnd = (month: string): CalendarDate => monthStart(month).add({ months: 1 }).subtract({ days: 1 });

/**
 * "your Lifetime Health Cover base day is the later of 1 July 2000 or the 1st of July following your 31st birthday"
 * (privatehealth.gov.au). For someone born on 1 July, the 31st birthday is itself a 1 July, so the 1 July following
 * it is their 32nd birthday.
 */
export function baseDay(birth: CalendarDate): CalendarDate {
  const birthday31 = birth.add({ years: 31 });
  const july1 = new CalendarDate(birthday31.year, 7, 1);
  const following = birthday31.compare(july1) < 0 ? july1 : july1.add({ years: 1 });
  const started = parseDate(LHC_STARTED);
  return following.compare(started) < 0 ? started : following;
}

/**
 * A new arrival's base day: "the later of 1 July following their 31st birthday and the anniversary of when they
 * register for full Medicare benefits". Given the month only, the first of it (never later than the real day).
 */
export function baseDayOf(adult: AdultCover): CalendarDate {
  const own = baseDay(parseDate(adult.dateOfBirth));
  if (!adult.medicareRegistered) return own;
  const anniversary = monthStart(adult.medicareRegistered).add({ years: 1 });
  return anniversary.compare(own) > 0 ? anniversary : own;
}

/** Whole years from the base day to `today` (0 before it): the most time anyone can have gone without cover since. */
export function yearsSinceBaseDay(adult: AdultCover, today: CalendarDate): number {
  const base = baseDayOf(adult);
  return base.compare(today) > 0 ? 0 : ageOn(base, today);
}

/** The most recent 1 July on or before `day`. */
function lastJuly1(day: CalendarDate): CalendarDate {
  const july1 = new CalendarDate(day.year, 7, 1);
  return day.compare(july1) >= 0 ? july1 : july1.subtract({ years: 1 });
}

/**
 * "The LHC age of people who take out private health insurance after their LHC base day is whatever their age was
 * on the 1 July before the day on which they took out the hospital cover", their age as it stood at the start of
 * that 1 July: someone born on 1 July is a year younger than their birthday makes them (their base day is their
 * 32nd birthday, and cover taken out on it counts as at 31, the same 2% as everyone's on their base day). As
 * hica.com.au's "Key elements of Lifetime Health Cover" puts it: "If their birthday is 1 July, their lifetime health
 * cover age is 1 year less than their actual age on the day they purchase"
 * (https://www.hica.com.au/content/resource-library/key-elements-of-lifetime-health-cover).
 */
export function lhcAge(birth: CalendarDate, tookOutCover: CalendarDate): number {
  return ageOn(birth, lastJuly1(tookOutCover).subtract({ days: 1 }));
}

/** "a loading of 2% ... for each year their LHC age is above 30", and "The maximum LHC loading allowed is 70%." */
export const loadingForAge = (age: number): number =>
  Math.min(LHC_MAX_PERCENT, Math.max(0, age - LHC_FREE_AGE) * LHC_RATE_PER_YEAR);

/**
 * Someone who held cover on their base day may go without it for 1,094 days in all: "On the 1,095th day, your LHC
 * loading would increase by 2%, and would continue to increase by 2% for each year you are without hospital cover
 * from that point onwards."
 */
export function loadingForDaysWithoutCover(days: number): number {
  if (days <= LHC_PERMITTED_DAYS) return 0;
  const yearsPast = Math.floor((days - LHC_PERMITTED_DAYS - 1) / 365);
  return Math.min(LHC_MAX_PERCENT, (1 + yearsPast) * LHC_RATE_PER_YEAR);
}

/**
 * "Once you have paid a LHC loading for 10 continuous years, the loading is removed as long as you retain your
 * hospital cover": 10 years from the day the loaded cover started. Given its month only, counted from the month's
 * last day, so the loading is never shown as gone before it is.
 */
export function loadingRemoved(coverStarted: string, today: CalendarDate): boolean {
  return monthEnd(coverStarted).add({ years: LHC_YEARS_TO_REMOVE }).compare(today) <= 0;
}

/** "People born on or before 1 July 1934 ... are not affected by LHC". */
export const exemptFromLhc = (birth: CalendarDate): boolean =>
  birth.compare(parseDate(LHC_EXEMPT_BORN_BY)) <= 0;

/** The loading in percent for one adult keeping the hospital cover they hold, or taking it out on `today`. */
export function lhcLoadingPercent(adult: AdultCover, today: CalendarDate): number {
  const birth = parseDate(adult.dateOfBirth);
  if (exemptFromLhc(birth)) return 0;
  const held = adult.heldHospitalCover && adult.coverStarted !== undefined;
  if (held && loadingRemoved(adult.coverStarted!, today)) return 0;
  if (adult.coveredAtBaseDay) return loadingForDaysWithoutCover((adult.yearsWithoutCover ?? 0) * 365);
  const tookOut = held ? monthStart(adult.coverStarted!) : today;
  if (tookOut.compare(baseDayOf(adult)) < 0) return 0;
  return loadingForAge(lhcAge(birth, tookOut));
}

/** A couple or family pays the average of its two adults' loadings. */
export function combinedLoadingPercent(adults: readonly AdultCover[], today: CalendarDate): number {
  const loadings = adults.map((adult) => lhcLoadingPercent(adult, today));
  return loadings.reduce((sum, loading) => sum + loading, 0) / Math.max(1, loadings.length);
}
