// GET /api/products/prices: the query it takes and the prices it answers, declared by the server's route and
// checked by the pages' price client.
import * as z from 'zod/mini';
import { COVER_FOR, FREQUENCIES, STATES } from '../data/constants';
import type { SameShape } from '@ds/api/same-shape';
import type { Price } from '../pricing';

export const pricesQuerySchema = z.object({
  state: z.enum(STATES, { error: `state must be one of ${STATES.join(', ')}` }),
  cover: z.enum(COVER_FOR, { error: `cover must be one of ${COVER_FOR.join(', ')}` }),
  frequency: z.enum(FREQUENCIES, { error: `frequency must be one of ${FREQUENCIES.join(', ')}` }),
  ids: z.optional(
    z.string().check(
      z.regex(/^[a-z0-9-]+(?:,[a-z0-9-]+){0,49}$/, {
        error: 'ids must be product ids separated by commas',
      }),
    ),
  ),
});

export const priceSchema = z.object({
  productId: z.string(),
  amount: z.nullable(z.number()),
  fullAmount: z.nullable(z.number()),
  available: z.boolean(),
});

export const pricesReplySchema = z.object({
  state: z.enum(STATES),
  cover: z.enum(COVER_FOR),
  frequency: z.enum(FREQUENCIES),
  prices: z.array(priceSchema),
});

const samePrice: SameShape<z.output<typeof priceSchema>, Price> = true;
void samePrice;
