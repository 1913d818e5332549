// GET /api/products/prices: every product's price (or one list of them) for a state, who is covered and a payment
// frequency, from the one pricing module the pages use too. Prices are sample data and the same for everyone, so
// the answer is public and cacheable.
import { z } from 'zod';
import { COVER_FOR, FREQUENCIES, STATES, productById, products } from '@ds/product/data';
import { priceOf } from '@ds/product/pricing';
import type { ApiPlugin } from './helpers';
import { parseQuery, sendApiError } from './helpers';

export const prefix = '/api/products';

const PRICES_LIMIT = { max: 240, timeWindow: 60_000 };

const querySchema = z.object({
  state: z.enum(STATES, { error: `state must be one of ${STATES.join(', ')}` }),
  cover: z.enum(COVER_FOR, { error: `cover must be one of ${COVER_FOR.join(', ')}` }),
  frequency: z.enum(FREQUENCIES, { error: `frequency must be one of ${FREQUENCIES.join(', ')}` }),
  ids: z
    .string()
    .regex(/^[a-z0-9-]+(?:,[a-z0-9-]+){0,49}$/, 'ids must be product ids separated by commas')
    .optional(),
});

export const plugin: ApiPlugin = async (app) => {
  app.get('/prices', { config: { rateLimit: PRICES_LIMIT } }, async (request, reply) => {
    const query = parseQuery(request, reply, querySchema, 1_024);
    if (!query) return reply;
    const wanted = query.ids ? query.ids.split(',').map((id) => productById(id)) : [...products];
    const unknown = query.ids?.split(',').filter((id) => !productById(id));
    if (unknown?.length) {
      return sendApiError(reply, 404, 'unknown_product', `No product with the id ${unknown[0]}`);
    }
    const { state, cover, frequency } = query;
    return reply.header('cache-control', 'public, max-age=300').send({
      state,
      cover,
      frequency,
      prices: wanted.map((product) => priceOf(product!, { state, cover, frequency })),
    });
  });
};
