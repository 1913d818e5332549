// What every API plugin is written with: its options, the JSON error body and query validation with zod.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AddressProvider } from '@ds/address';
import type { Lifecycle } from '../lifecycle';
import type { Store } from '../store/store';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

/** What `buildServer` registers each API plugin with, beside its prefix. */
export interface ApiOptions {
  /** The per-client limit; a route opts in with `{ config: { rateLimit } }` (the health check does not). */
  rateLimit: RouteRateLimit;
  /** Short-lived shared state (one-time codes, counters): memory by default, Redis when configured. */
  store: Store;
  /** Where address suggestions come from: the embedded engine, or Kleber when configured. */
  addressProvider: AddressProvider;
  /** Whether the server is draining (shutting down). */
  lifecycle: Pick<Lifecycle, 'draining'>;
}

export type ApiPlugin = FastifyPluginAsync<ApiOptions>;

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Sends an API error; `no-store` so no cache keeps a transient failure. */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  const body: ApiErrorBody = { error: { code, message } };
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}

/** Query strings longer than this are refused before parsing: most APIs take a few short parameters. */
export const MAX_QUERY_LENGTH = 256;

/**
 * The request's query, validated by `schema`. When it is too long (over `maxLength` characters, encoded) or
 * invalid, the reply has already been sent (400 `invalid_query` with the first issue's message) and the result is
 * undefined: return `reply`.
 */
export function parseQuery<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: Schema,
  maxLength = MAX_QUERY_LENGTH,
): z.output<Schema> | undefined {
  const queryAt = request.url.indexOf('?');
  if (queryAt !== -1 && request.url.length - queryAt - 1 > maxLength) {
    sendApiError(reply, 400, 'invalid_query', 'The query string is too long');
    return undefined;
  }
  const query = schema.safeParse(request.query);
  if (query.success) return query.data;
  sendApiError(reply, 400, 'invalid_query', query.error.issues[0]?.message ?? 'Invalid query string');
  return undefined;
}

/**
 * The request's JSON body, validated by `schema`. When it is invalid, the reply has already been sent (400
 * `invalid_body` with the first issue's message) and the result is undefined: return `reply`. Oversized and
 * unparsable bodies never get here: Fastify refuses them (413, 400) and the error handler answers in JSON.
 */
export function parseBody<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: Schema,
): z.output<Schema> | undefined {
  const body = schema.safeParse(request.body);
  if (body.success) return body.data;
  sendApiError(reply, 400, 'invalid_body', body.error.issues[0]?.message ?? 'Invalid request body');
  return undefined;
}
