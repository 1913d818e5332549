// The answers a saved quote is made of, validated with zod where they arrive (the server's quote service). Pages
// never import this file, so zod stays out of the browser; they build the same shape (QuoteAnswers).
import { parseDate } from '@internationalized/date';
import { CalendarDate } from '@internationalized/date';
import { z } from 'zod';
import { COVER_FOR, FREQUENCIES, STATES } from '../data/constants';
import { ageOn, baseDayOf, monthStart, yearsSinceBaseDay } from './lhc';
import { adultsFor } from './quote-price';
import type { QuoteAnswers } from './quote-price';
import { INCOME_TIERS } from './rebate-data';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateOfBirth must be a date, yyyy-mm-dd' });

const isoMonth = (name: string) =>
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${name} must be a month, yyyy-mm` });

const adultSchema = z.object({
  dateOfBirth: isoDate,
  heldHospitalCover: z.boolean({ error: 'heldHospitalCover must be true or false' }),
  coverStarted: isoMonth('coverStarted').optional(),
  coveredAtBaseDay: z.boolean({ error: 'coveredAtBaseDay must be true or false' }).optional(),
  yearsWithoutCover: z.int().min(0).max(100).optional(),
  medicareRegistered: isoMonth('medicareRegistered').optional(),
});

export const quoteAnswersSchema = z.object(
  {
    cover: z.enum(COVER_FOR, { error: `cover must be one of ${COVER_FOR.join(', ')}` }),
    state: z.enum(STATES, { error: `state must be one of ${STATES.join(', ')}` }),
    adults: z.array(adultSchema).min(1).max(2),
    children: z.int().min(0).max(20),
    income: z.enum([...INCOME_TIERS, 'not-said'], { error: 'income must be a tier or not-said' }),
    frequency: z.enum(FREQUENCIES, { error: `frequency must be one of ${FREQUENCIES.join(', ')}` }),
  },
  { error: 'Send the quote’s answers' },
);

const validDate = (text: string): CalendarDate | null => {
  try {
    const date = parseDate(text);
    return date.toString() === text ? date : null;
  } catch {
    return null;
  }
};

/** What the shape cannot say: counts that agree with the cover, real dates of adults, a cover age they have reached. */
export function answersProblem(answers: QuoteAnswers, today: CalendarDate): string | null {
  if (answers.adults.length !== adultsFor(answers.cover)) {
    return `${answers.cover} cover needs ${adultsFor(answers.cover)} adult${adultsFor(answers.cover) === 1 ? '' : 's'}`;
  }
  const withChildren = answers.cover === 'family' || answers.cover === 'single-parent';
  if (withChildren !== answers.children > 0) {
    return withChildren
      ? `${answers.cover} cover needs at least one child`
      : `${answers.cover} cover has no children`;
  }
  for (const adult of answers.adults) {
    const birth = validDate(adult.dateOfBirth);
    if (!birth) return 'dateOfBirth is not a real date';
    const age = ageOn(birth, today);
    if (age < 18 || age > 120) return 'each adult must be between 18 and 120 years old';
    const thisMonth = new CalendarDate(today.year, today.month, 1);
    const birthMonth = new CalendarDate(birth.year, birth.month, 1);
    const outside = (month: string) =>
      monthStart(month).compare(thisMonth) > 0 || monthStart(month).compare(birthMonth) < 0;
    if (adult.heldHospitalCover && adult.coverStarted === undefined) return 'coverStarted is required';
    if (!adult.heldHospitalCover && adult.coverStarted !== undefined)
      return 'coverStarted needs heldHospitalCover';
    if (adult.coverStarted !== undefined && outside(adult.coverStarted)) {
      return 'coverStarted must be between birth and this month';
    }
    if (adult.medicareRegistered !== undefined && outside(adult.medicareRegistered)) {
      return 'medicareRegistered must be between birth and this month';
    }
    if (adult.coveredAtBaseDay && baseDayOf(adult).compare(today) > 0)
      return 'coveredAtBaseDay is after today';
    if (adult.yearsWithoutCover !== undefined && !adult.coveredAtBaseDay) {
      return 'yearsWithoutCover needs coveredAtBaseDay';
    }
    if ((adult.yearsWithoutCover ?? 0) > Math.max(3, yearsSinceBaseDay(adult, today))) {
      return 'yearsWithoutCover is longer than the time since the base day';
    }
  }
  return null;
}
