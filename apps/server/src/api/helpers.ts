// What every API plugin is written with: its options, the JSON error body, and the route settings the app's hooks
// and error handler read. Routes declare their body, query and replies with zod schemas (the type provider checks
// requests against them before the handler runs, and the error handler answers what they refuse).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressProvider } from '@ds/address';
import { apiErrorSchema } from '@ds/api/errors';
import type { ApiErrorBody } from '@ds/api/errors';
import type { Lifecycle } from '../lifecycle';
import type { CodeDelivery } from '../otp/delivery';
import type { SiteSearch } from '../search/pagefind-search';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a visitor is told when the store does not answer in time (503 `store_unavailable`). */
    unavailableMessage?: string;
    /** Query strings longer than this (encoded) are refused before validation; MAX_QUERY_LENGTH by default. */
    maxQueryLength?: number;
  }
}

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
  /** How one-time codes leave: the demo inbox, email, SMS. */
  delivery: CodeDelivery;
  /** Whether the server is draining (shutting down). */
  lifecycle: Pick<Lifecycle, 'draining'>;
  /** The search over the static export served (its Pagefind index), or null when the server serves the API only. */
  siteSearch: SiteSearch | null;
}

export type ApiPlugin = FastifyPluginAsyncZod<ApiOptions>;

/**
 * The error replies a route may give, for its schema (and so the OpenAPI document): its own (a route that reads a
 * JSON body answers 415 to one that is not JSON, and 413 to one over its limit unless it words that as a 400), and
 * 500, which any route answers when the server itself fails.
 */
export const errorReplies = (...statuses: number[]): Record<number, typeof apiErrorSchema> =>
  Object.fromEntries([...statuses, 500].map((status) => [status, apiErrorSchema]));

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

/** Refuses an over-long query string of a route that takes one (400 `invalid_query`) before it is validated. */
export function registerQueryLengthLimit(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.schema?.querystring) return;
    const queryAt = request.url.indexOf('?');
    const maxLength = request.routeOptions.config.maxQueryLength ?? MAX_QUERY_LENGTH;
    if (queryAt !== -1 && request.url.length - queryAt - 1 > maxLength) {
      return sendApiError(reply, 400, 'invalid_query', 'The query string is too long');
    }
  });
}
