// GET /nav-data/v1/config?variant=<id>: the embedded navigation data of one site variant, validated by the
// shared zod schema, with an ETag and a short public cache lifetime.
import { z } from 'zod';
import type { VariantId } from '@ds/site/data';
import { NAV_DATA_UPDATED_AT, getEmbeddedNavData, isVariantId, navDataResponseSchema } from '@ds/site/data';
import type { Representations } from '../representations';
import { compressRepresentations, sendRepresentation } from '../representations';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';

export const prefix = '/nav-data';

const querySchema = z.object({
  variant: z
    .string({ error: 'variant is required' })
    .min(1, 'variant is required')
    .max(64, 'variant is too long')
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'variant must be a variant id such as "arhi"'),
});

/** Validates and serialises one variant's response, compressed once: the data never changes while running. */
function prepareResponse(variant: VariantId): Representations {
  const validated = navDataResponseSchema.parse({
    data: getEmbeddedNavData(variant),
    updatedAt: NAV_DATA_UPDATED_AT,
  });
  return compressRepresentations(Buffer.from(JSON.stringify(validated)), {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=300',
  });
}

export const plugin: ApiPlugin = async (app, { rateLimit }) => {
  // Filled on first request rather than at start-up: invalid embedded data fails that request, not the server.
  const prepared = new Map<VariantId, Representations>();

  app.get(
    '/v1/config',
    {
      config: { rateLimit },
      schema: {
        querystring: querySchema,
        response: { 200: navDataResponseSchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { variant } = request.query;
      if (!isVariantId(variant)) {
        return sendApiError(reply, 404, 'unknown_variant', `Unknown variant "${variant}"`);
      }
      let response = prepared.get(variant);
      if (!response) {
        response = prepareResponse(variant);
        prepared.set(variant, response);
      }
      return sendRepresentation(request, reply, response);
    },
  );
};
