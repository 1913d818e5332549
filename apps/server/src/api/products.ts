// GET /api/products/prices: every product's price (or one list of them) for a state, who is covered and a payment
// frequency, from the one pricing module the pages use too. Prices are sample data and the same for everyone, so
// the answer is public and cacheable.
import { productById, products } from '@ds/product/data';
import { priceOf } from '@ds/product/pricing';
import { pricesQuerySchema, pricesReplySchema } from '@ds/product/prices-schema';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';

export const prefix = '/api/products';

const PRICES_LIMIT = { max: 240, timeWindow: 60_000 };

export const plugin: ApiPlugin = async (app) => {
  app.get(
    '/prices',
    {
      config: { rateLimit: PRICES_LIMIT, maxQueryLength: 1_024 },
      schema: {
        querystring: pricesQuerySchema,
        response: { 200: pricesReplySchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const query = request.query;
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
    },
  );
};
