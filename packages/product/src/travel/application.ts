// The travel insurance quote as a kind of saved application (POST /api/applications, kind 'travel-quote'): the
// answers the server accepts (dates as ISO days), what their shape cannot say (rules.ts), and the price breakdown
// the server works out with the journey's own pricing (pricing.ts) and keeps with them. zod/mini keeps the
// browser's share small.
import * as z from 'zod/mini';
import type { SameShape } from '@ds/api/same-shape';
import { defineApplicationKind } from '../applications/kind';
import { AGE_BANDS, EXCESS_AMOUNTS, PLANS, REGIONS, TRAVELLER_RULES, TRIP_TYPES } from './data';
import { quotePrice } from './pricing';
import type { TravelAnswers, TravelBreakdown } from './pricing';
import { answersProblem } from './rules';

const isoDate = (name: string) =>
  z
    .string({ error: `${name} must be a date, yyyy-mm-dd` })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date, yyyy-mm-dd` }));

const BAND_IDS = AGE_BANDS.map((band) => band.id) as [
  (typeof AGE_BANDS)[number]['id'],
  ...(typeof AGE_BANDS)[number]['id'][],
];

export const travelAnswersSchema = z.object(
  {
    tripType: z.enum(TRIP_TYPES, { error: `tripType must be one of ${TRIP_TYPES.join(', ')}` }),
    regions: z
      .array(z.enum(REGIONS, { error: `regions must each be one of ${REGIONS.join(', ')}` }))
      .check(z.minLength(1, { error: 'regions must name at least one region' })),
    startDate: isoDate('startDate'),
    endDate: z.optional(isoDate('endDate')),
    travellers: z
      .array(
        z.object({
          age: z
            .int({ error: 'travellers[].age must be a whole number of years' })
            .check(z.minimum(TRAVELLER_RULES.minAge), z.maximum(TRAVELLER_RULES.maxAge)),
        }),
      )
      .check(
        z.minLength(TRAVELLER_RULES.min, { error: `travellers must have at least ${TRAVELLER_RULES.min}` }),
        z.maxLength(TRAVELLER_RULES.max, { error: `travellers can have at most ${TRAVELLER_RULES.max}` }),
      ),
    member: z.boolean({ error: 'member must be true or false' }),
    excess: z.literal(EXCESS_AMOUNTS, { error: `excess must be one of ${EXCESS_AMOUNTS.join(', ')}` }),
    planId: z.enum(PLANS, { error: `planId must be one of ${PLANS.join(', ')}` }),
  },
  { error: 'Send the quote’s answers' },
);

export const travelBreakdownSchema = z.object({
  planId: z.enum(PLANS),
  planName: z.string(),
  pricedRegion: z.enum(REGIONS),
  coverFrom: z.string(),
  coverTo: z.string(),
  tripDays: z.nullable(z.number()),
  excess: z.literal(EXCESS_AMOUNTS),
  travellers: z.array(
    z.object({ age: z.number(), band: z.enum(BAND_IDS), free: z.boolean(), premium: z.number() }),
  ),
  premium: z.number(),
  memberDiscountPercent: z.number(),
  memberDiscount: z.number(),
  total: z.number(),
});

// The schemas describe the types the pricing module works with, no more and no less.
const sameShapes: [
  SameShape<z.output<typeof travelAnswersSchema>, TravelAnswers>,
  SameShape<z.output<typeof travelBreakdownSchema>, TravelBreakdown>,
] = [true, true];
void sameShapes;

export const travelQuoteKind = defineApplicationKind({
  kind: 'travel-quote',
  noun: 'quote',
  answersSchema: travelAnswersSchema,
  resultSchema: travelBreakdownSchema,
  problem: answersProblem,
  // Ages are given in years and dates are the trip's own, so the price does not depend on the day it is saved.
  result: (answers) => quotePrice(answers),
});
