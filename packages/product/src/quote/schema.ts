// The quote service's contract (POST /api/quotes, GET /api/quotes/:id): the answers a quote is made of, the saved
// quote it answers with, and what the shape alone cannot say (answersProblem). The server declares its routes with
// these schemas and the journey checks every reply with them; written with zod/mini so the browser's share is small.
import { CalendarDate } from '@internationalized/date';
import * as z from 'zod/mini';
import { requestIdSchema } from '@ds/api/request-id';
import { COVER_FOR, FREQUENCIES, STATES } from '../data/constants';
import { ageOn, baseDayOf, monthStart, yearsSinceBaseDay } from './lhc';
import { ADULT_AGE, adultsFor } from './quote-price';
import type { SameShape } from '@ds/api/same-shape';
import type { QuoteAnswers, QuoteBreakdown, SavedQuote } from './quote-price';
import { AGE_BANDS, INCOME_TIERS } from './rebate-data';
import { realIsoDate } from '../applications/iso-date';

const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateOfBirth must be a date, yyyy-mm-dd' }));

const isoMonth = (name: string) =>
  z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${name} must be a month, yyyy-mm` }));

const adultSchema = z.object({
  dateOfBirth: isoDate,
  heldHospitalCover: z.boolean({ error: 'heldHospitalCover must be true or false' }),
  coverStarted: z.optional(isoMonth('coverStarted')),
  coveredAtBaseDay: z.optional(z.boolean({ error: 'coveredAtBaseDay must be true or false' })),
  yearsWithoutCover: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  medicareRegistered: z.optional(isoMonth('medicareRegistered')),
});

export const quoteAnswersSchema = z.object(
  {
    cover: z.enum(COVER_FOR, { error: `cover must be one of ${COVER_FOR.join(', ')}` }),
    state: z.enum(STATES, { error: `state must be one of ${STATES.join(', ')}` }),
    adults: z.array(adultSchema).check(z.minLength(1), z.maxLength(2)),
    children: z.int().check(z.minimum(0), z.maximum(20)),
    income: z.enum([...INCOME_TIERS, 'not-said'], { error: 'income must be a tier or not-said' }),
    frequency: z.enum(FREQUENCIES, { error: `frequency must be one of ${FREQUENCIES.join(', ')}` }),
  },
  { error: 'Send the quote’s answers' },
);

/** The body of POST /api/quotes: a product, the answers, and the verification of a one-time code, spent on saving. */
export const saveQuoteBodySchema = z.object(
  {
    productId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, { error: 'productId is malformed' })),
    answers: quoteAnswersSchema,
    verification: z.object({ requestId: requestIdSchema('verification.requestId') }),
  },
  { error: 'Send a JSON body with productId, answers and verification' },
);

export const quoteBreakdownSchema = z.object({
  frequency: z.enum(FREQUENCIES),
  base: z.number(),
  loadingPercent: z.number(),
  loading: z.number(),
  rebatePercent: z.number(),
  ageBand: z.enum(AGE_BANDS),
  withoutRebate: z.boolean(),
  rebatePeriod: z.object({ from: z.string(), to: z.string(), current: z.boolean() }),
  rebate: z.number(),
  total: z.number(),
});

export const savedQuoteSchema = z.object({
  id: z.string(),
  savedAt: z.string(),
  expiresAt: z.string(),
  productId: z.string(),
  productName: z.string(),
  answers: quoteAnswersSchema,
  price: quoteBreakdownSchema,
});

/** The id of a saved quote: 128 random bits, base64url. */
export const QUOTE_ID_PATTERN = /^[\w-]{22}$/;

export const saveQuoteReplySchema = z.object({ id: z.string(), quote: savedQuoteSchema });
export const openQuoteReplySchema = z.object({ quote: savedQuoteSchema });

// The schemas describe the types the pricing module works with, no more and no less.
const sameShapes: [
  SameShape<z.output<typeof quoteAnswersSchema>, QuoteAnswers>,
  SameShape<z.output<typeof quoteBreakdownSchema>, QuoteBreakdown>,
  SameShape<z.output<typeof savedQuoteSchema>, SavedQuote>,
] = [true, true, true];
void sameShapes;

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
    const birth = realIsoDate(adult.dateOfBirth);
    if (!birth) return 'dateOfBirth is not a real date';
    const age = ageOn(birth, today);
    if (age < ADULT_AGE.min || age > ADULT_AGE.max)
      return `each adult must be between ${ADULT_AGE.min} and ${ADULT_AGE.max} years old`;
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
