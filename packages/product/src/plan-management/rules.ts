// The plan management sign-up's rules, each a small function that answers with the message a visitor reads (what
// to do, in plain English) or null: the sign-up's steps show them beside the fields, and the server's check of a
// saved application gives the same words. Dates are calendar dates (no time zone), from @internationalized/date.
import type { CalendarDate } from '@internationalized/date';
import { ageOn } from '../quote/lhc';
import { NDIS_NUMBER, PLAN_LENGTH } from './data';
import type { ApplicantRole } from './data';

/** The NDIS number as typed with its spaces taken out, the form it is stored in. */
export const compactNdisNumber = (text: string) => text.replace(/\s+/g, '');

/** The problem with a typed NDIS number, or null: nine digits starting with 43, spaces allowed between. */
export function ndisNumberProblem(text: string): string | null {
  const digits = compactNdisNumber(text);
  if (!digits) return 'Enter the participant’s NDIS number.';
  if (!/^\d+$/.test(digits)) {
    return `Enter the NDIS number using digits only, such as ${NDIS_NUMBER.example}.`;
  }
  if (digits.length !== NDIS_NUMBER.digits) {
    return `An NDIS number has ${NDIS_NUMBER.digits} digits, such as ${NDIS_NUMBER.example}. Check the number on the participant’s NDIS letters.`;
  }
  if (!digits.startsWith(NDIS_NUMBER.prefix)) {
    return `NDIS numbers start with ${NDIS_NUMBER.prefix}. Check the number on the participant’s NDIS letters.`;
  }
  return null;
}

/** The oldest age we take a date of birth for without asking again: older is almost surely a mistyped year. */
export const OLDEST_AGE = 120;

/** The problem with the participant's date of birth, or null: not in the future, not beyond a lifetime. */
export function dateOfBirthProblem(birth: CalendarDate, today: CalendarDate): string | null {
  if (birth.compare(today) > 0) return 'A date of birth cannot be in the future.';
  if (ageOn(birth, today) > OLDEST_AGE) return 'Check the year of birth.';
  return null;
}

/**
 * The age from which a participant acts for themselves. Under the National Disability Insurance Scheme Act 2013,
 * section 74, a child (a person under 18, section 9) is represented by a person with parental responsibility for
 * them, so a parent or guardian signs up for a child. https://www.legislation.gov.au/C2013A00020/latest/text
 */
export const ADULT_PARTICIPANT_AGE = 18;

/** The problem with who is applying, given the participant's date of birth, or null. */
export function applicantProblem(
  role: ApplicantRole,
  birth: CalendarDate,
  today: CalendarDate,
): string | null {
  if (role === 'participant' && ageOn(birth, today) < ADULT_PARTICIPANT_AGE) {
    return `A participant under ${ADULT_PARTICIPANT_AGE} signs up through a parent or guardian. Choose ‘A parent or guardian’ and give their name.`;
  }
  return null;
}

/** The last day a plan may start on today: a few months ahead at most. */
export const latestPlanStart = (today: CalendarDate) => today.add({ months: PLAN_LENGTH.startsWithinMonths });

/** The last day a plan starting on `start` may end on: the NDIA makes plans of up to five years. */
export const latestPlanEnd = (start: CalendarDate) => start.add({ years: PLAN_LENGTH.longestYears });

export interface PlanDateProblems {
  start?: string;
  end?: string;
}

/**
 * The problems with a plan's dates, by field: a start not too far ahead; an end after the start, not yet past
 * (a plan that ends today still runs today), and at most five years after the start.
 */
export function planDatesProblems(
  start: CalendarDate,
  end: CalendarDate,
  today: CalendarDate,
): PlanDateProblems {
  const problems: PlanDateProblems = {};
  if (start.compare(latestPlanStart(today)) > 0) {
    problems.start = `We can sign up plans that start in the next ${PLAN_LENGTH.startsWithinMonths} months. Check the start date on the participant’s plan.`;
  }
  if (end.compare(start) <= 0) {
    problems.end = 'The end date must be after the start date.';
  } else if (end.compare(today) < 0) {
    problems.end =
      'This plan has already ended. Enter the dates of the participant’s current plan, or of their new plan if it has been approved.';
  } else if (end.compare(latestPlanEnd(start)) > 0) {
    problems.end = `NDIS plans run for at most ${PLAN_LENGTH.longestYears} years. Check the end date (the reassessment due date) on the plan.`;
  }
  return problems;
}
