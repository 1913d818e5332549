// GET /api/address/predictive: address suggestions in the Kleber `DtResponse` shape, from the embedded engine or,
// with KLEBER_REQUEST_KEY set, from the real service (the key stays here). The query takes Kleber's field names,
// so the lookup control can be pointed at either. What was typed is validated (at most 200 characters, no control
// characters), never logged, and only ever returned as JSON.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AU_STATES, AddressProviderError } from '@ds/address';
import type { DtResponse } from '@ds/address';
import { dtResponseSchema } from '@ds/address/schema';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';

export const prefix = '/api/address';

export const MAX_ADDRESS_LINE = 200;
const ADDRESS_LIMIT = { max: 240, timeWindow: 60_000 };
/** Room for a 200-character address line percent-encoded, and the other Kleber fields. */
const MAX_ADDRESS_QUERY_LENGTH = 2_048;

const querySchema = z.object({
  AddressLine: z
    .string({ error: 'AddressLine is required' })
    .trim()
    .min(1, 'AddressLine is required')
    .max(MAX_ADDRESS_LINE, `AddressLine must be at most ${MAX_ADDRESS_LINE} characters`)
    .refine((text) => !/\p{Cc}/u.test(text), 'AddressLine must not contain control characters'),
  ResultLimit: z.coerce
    .number({ error: 'ResultLimit must be a number' })
    .int('ResultLimit must be a whole number')
    .min(1, 'ResultLimit must be 1 to 20')
    .max(20, 'ResultLimit must be 1 to 20')
    .default(5),
  State: z.enum(AU_STATES, { error: `State must be one of ${AU_STATES.join(', ')}` }).optional(),
  RequestId: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'RequestId must be letters, digits, - or _')
    .optional(),
});

export const plugin: ApiPlugin = async (app, { addressProvider }) => {
  app.get(
    '/predictive',
    {
      config: { rateLimit: ADDRESS_LIMIT, maxQueryLength: MAX_ADDRESS_QUERY_LENGTH },
      schema: {
        querystring: querySchema,
        response: { 200: dtResponseSchema, ...errorReplies(400, 429, 502) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // A visitor who typed on has moved on: stop asking the service for the older text.
      const gone = new AbortController();
      request.raw.once('close', () => gone.abort());
      try {
        const results = await addressProvider.search(
          { addressLine: query.AddressLine, resultLimit: query.ResultLimit, state: query.State },
          gone.signal,
        );
        const body: DtResponse = {
          DtResponse: {
            RequestId: query.RequestId ?? randomUUID(),
            ResultCount: String(results.length),
            Result: results,
            ErrorMessage: '',
          },
        };
        return reply.header('cache-control', 'private, max-age=300').send(body);
      } catch (error) {
        if (!(error instanceof AddressProviderError)) throw error;
        app.log.warn({ provider: addressProvider.name, reason: error.message }, 'address search failed');
        return sendApiError(
          reply,
          502,
          'address_service_failed',
          'Address suggestions are unavailable right now',
        );
      }
    },
  );
};
