// The New Zealand health insurance quote as a kind of saved application (POST /api/applications, kind 'nz-quote'):
// the answers the server accepts, what their shape cannot say, and the price the server works out and keeps with
// them, in NZD. Written with zod/mini so the browser's share is small.
import * as z from 'zod/mini';
import type { SameShape } from '@ds/api/same-shape';
import { defineApplicationKind } from '../applications/kind';
import { NZ_ADULT_BANDS, NZ_COVER_FOR, NZ_EXCESSES, NZ_MAX_CHILDREN, NZ_PLAN_IDS } from './data';
import { nzAnswersProblem, nzQuotePrice } from './pricing';
import type { NzQuoteAnswers, NzQuoteBreakdown } from './pricing';

const age = (name: string) =>
  z.int({ error: `${name} must be a whole number of years` }).check(z.minimum(0), z.maximum(130));

export const nzQuoteAnswersSchema = z.object(
  {
    cover: z.enum(NZ_COVER_FOR, { error: `cover must be one of ${NZ_COVER_FOR.join(', ')}` }),
    adults: z
      .array(
        z.object({
          age: age('adults[].age'),
          smoker: z.boolean({ error: 'adults[].smoker must be true or false' }),
        }),
      )
      .check(z.minLength(1), z.maxLength(2)),
    children: z
      .array(
        z.object({
          age: age('children[].age'),
          studying: z.boolean({ error: 'children[].studying must be true or false' }),
        }),
      )
      .check(z.maxLength(NZ_MAX_CHILDREN)),
    planId: z.enum(NZ_PLAN_IDS, { error: `planId must be one of ${NZ_PLAN_IDS.join(', ')}` }),
    excess: z.literal(NZ_EXCESSES, { error: `excess must be one of ${NZ_EXCESSES.join(', ')}` }),
  },
  { error: 'Send the quote’s answers' },
);

const BANDS = [...NZ_ADULT_BANDS.map((band) => band.id), 'child'] as const;

export const nzQuoteBreakdownSchema = z.object({
  currency: z.literal('NZD'),
  planId: z.enum(NZ_PLAN_IDS),
  planName: z.string(),
  excess: z.literal(NZ_EXCESSES),
  smokerLoadingPercent: z.number(),
  excessDiscountPercent: z.number(),
  people: z.array(
    z.object({
      role: z.enum(['you', 'partner', 'child']),
      age: z.number(),
      band: z.enum(BANDS),
      base: z.number(),
      smokerLoading: z.number(),
      excessDiscount: z.number(),
      monthly: z.number(),
    }),
  ),
  monthly: z.number(),
  annually: z.number(),
  fortnightly: z.number(),
});

// The schemas describe the types the pricing module works with, no more and no less.
const sameShapes: [
  SameShape<z.output<typeof nzQuoteAnswersSchema>, NzQuoteAnswers>,
  SameShape<z.output<typeof nzQuoteBreakdownSchema>, NzQuoteBreakdown>,
] = [true, true];
void sameShapes;

export const nzQuoteKind = defineApplicationKind({
  kind: 'nz-quote',
  noun: 'quote',
  answersSchema: nzQuoteAnswersSchema,
  resultSchema: nzQuoteBreakdownSchema,
  // Ages are given in years, so the day changes nothing: prices are the sample table's.
  problem: (answers) => nzAnswersProblem(answers),
  result: (answers) => nzQuotePrice(answers),
});
