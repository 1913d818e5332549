// The overseas quote as a kind of saved application (POST /api/applications, kind 'overseas-quote'): the answers the
// service accepts, what their shape cannot say, and the price it works out and keeps with them.
import type { CalendarDate } from '@internationalized/date';
import * as z from 'zod/mini';
import type { SameShape } from '@ds/api/same-shape';
import { COVER_FOR } from '../data/constants';
import { defineApplicationKind } from '../applications/kind';
import { ARRIVAL_RULE, OVERSEAS_COVER, OVERSEAS_COVER_TYPES, OVERSEAS_LEVELS } from './data';
import { overseasPrice } from './pricing';
import type { OverseasAnswers, OverseasBreakdown } from './pricing';
import { arrivalProblem, hasArrived, monthsProblem, subclassProblem, subclassesFor } from './rules';
import { realIsoDate } from '../applications/iso-date';

const isoDate = (name: string) =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date, yyyy-mm-dd` }));

export const overseasAnswersSchema = z.object(
  {
    coverType: z.enum(OVERSEAS_COVER_TYPES, {
      error: `coverType must be one of ${OVERSEAS_COVER_TYPES.join(', ')}`,
    }),
    subclass: z
      .string()
      .check(z.regex(/^(\d{3})?$/, { error: 'subclass must be a visa subclass, such as 500, or empty' })),
    who: z.enum(COVER_FOR, { error: `who must be one of ${COVER_FOR.join(', ')}` }),
    arrival: isoDate('arrival'),
    months: z.int({ error: 'months must be a whole number' }),
    level: z.enum(OVERSEAS_LEVELS, { error: `level must be one of ${OVERSEAS_LEVELS.join(', ')}` }),
    address: z.optional(
      z.string().check(z.maxLength(300, { error: 'address must be at most 300 characters' })),
    ),
  },
  { error: 'Send the overseas quote’s answers' },
);

export const overseasBreakdownSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  monthly: z.number(),
  months: z.number(),
  start: z.string(),
  end: z.string(),
  total: z.number(),
});

// The schemas describe the types the pricing module works with, no more and no less.
const sameShapes: [
  SameShape<z.output<typeof overseasAnswersSchema>, OverseasAnswers>,
  SameShape<z.output<typeof overseasBreakdownSchema>, OverseasBreakdown>,
] = [true, true];
void sameShapes;

/** What the shape cannot say: a subclass of the cover type, an arrival in the window, a length it offers. */
export function overseasAnswersProblem(answers: OverseasAnswers, today: CalendarDate): string | null {
  const cover = OVERSEAS_COVER[answers.coverType];
  const subclass = subclassProblem(answers.coverType, answers.subclass);
  const codes = subclassesFor(answers.coverType)
    .map((visa) => visa.code)
    .join(', ');
  if (subclass === 'missing') return `${answers.coverType} cover needs a visa subclass: one of ${codes}`;
  if (subclass === 'wrong-cover') return `${answers.coverType} cover is for visa subclasses ${codes} only`;
  const arrival = realIsoDate(answers.arrival);
  if (!arrival) return 'arrival is not a real date';
  const when = arrivalProblem(arrival, today);
  if (when === 'too-early') return `arrival can be at most ${ARRIVAL_RULE.daysBefore} days ago`;
  if (when === 'too-late') return `arrival can be at most ${ARRIVAL_RULE.daysAhead} days ahead`;
  if (monthsProblem(answers.coverType, answers.months)) {
    return `${answers.coverType} cover is for ${cover.months.min} to ${cover.months.max} months`;
  }
  if (answers.address !== undefined && !hasArrived(arrival, today)) {
    return 'address is given once arrived: leave it out before the arrival date';
  }
  return null;
}

export const overseasQuoteKind = defineApplicationKind({
  kind: 'overseas-quote',
  noun: 'quote',
  answersSchema: overseasAnswersSchema,
  resultSchema: overseasBreakdownSchema,
  problem: overseasAnswersProblem,
  result: (answers) => overseasPrice(answers),
});
