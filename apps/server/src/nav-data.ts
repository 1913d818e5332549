// GET /nav-data/v1/config?variant=<id>: the embedded navigation data of one site variant, validated by the
// shared zod schema, with an ETag and a short public cache lifetime.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VariantId } from '@ds/site/data';
import { NAV_DATA_UPDATED_AT, getEmbeddedNavData, isVariantId, navDataResponseSchema } from '@ds/site/data';
import { sendApiError } from './errors';
import type { Encoding } from './http-cache';
import { etagMatches, negotiateEncoding, strongEtag } from './http-cache';

export const NAV_DATA_PATH = '/nav-data/v1/config';
export const NAV_DATA_CACHE_CONTROL = 'public, max-age=300';

/** Query strings longer than this are refused before parsing: no variant id comes close. */
const MAX_QUERY_LENGTH = 256;

export const navDataQuerySchema = z.object({
  variant: z
    .string({ error: 'variant is required' })
    .min(1, 'variant is required')
    .max(64, 'variant is too long')
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'variant must be a variant id such as "arhi"'),
});

interface Encoded {
  readonly body: Buffer;
  readonly etag: string;
}

interface PreparedResponse {
  readonly identity: Encoded;
  readonly br: Encoded;
  readonly gzip: Encoded;
}

/** Validates and serialises one variant's response, compressed once: the data never changes while running. */
export function prepareNavDataResponse(variant: VariantId): PreparedResponse {
  const validated = navDataResponseSchema.parse({
    data: getEmbeddedNavData(variant),
    updatedAt: NAV_DATA_UPDATED_AT,
  });
  const body = Buffer.from(JSON.stringify(validated));
  const encode = (bytes: Buffer, encoding: Encoding | null): Encoded => ({
    body: bytes,
    etag: strongEtag(body, encoding),
  });
  return {
    identity: encode(body, null),
    br: encode(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), 'br'),
    gzip: encode(gzipSync(body, { level: 9 }), 'gzip'),
  };
}

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

export function registerNavDataRoute(app: FastifyInstance, rateLimit: RouteRateLimit): void {
  const prepared = new Map<VariantId, PreparedResponse>();

  app.get(NAV_DATA_PATH, { config: { rateLimit } }, (request, reply) => {
    const queryAt = request.url.indexOf('?');
    if (queryAt !== -1 && request.url.length - queryAt - 1 > MAX_QUERY_LENGTH) {
      return sendApiError(reply, 400, 'invalid_query', 'The query string is too long');
    }
    const query = navDataQuerySchema.safeParse(request.query);
    if (!query.success) {
      const message = query.error.issues[0]?.message ?? 'Invalid query string';
      return sendApiError(reply, 400, 'invalid_query', message);
    }
    const { variant } = query.data;
    if (!isVariantId(variant)) {
      return sendApiError(reply, 404, 'unknown_variant', `Unknown variant "${variant}"`);
    }

    let response = prepared.get(variant);
    if (!response) {
      response = prepareNavDataResponse(variant);
      prepared.set(variant, response);
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
    const chosen = encoding ? response[encoding] : response.identity;

    reply
      .header('cache-control', NAV_DATA_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header('etag', chosen.etag);
    if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(chosen.body);
  });
}
