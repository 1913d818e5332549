// Error responses: JSON `{ error: { code, message } }` for API paths, plain text elsewhere, never a stack trace.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders } from './security-headers';

/** Path prefixes answered by the JSON API rather than the static site. */
const API_PREFIXES = ['/api/', '/nav-data/'];
const API_PATHS = new Set(['/api', '/nav-data', '/healthz']);

export function isApiPath(url: string): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return API_PATHS.has(pathname) || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

const CODES: Readonly<Record<number, string>> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

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

export function sendPlainError(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`${status} ${STATUS_CODES[status] ?? 'Error'}\n`);
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The app's error handler: client errors keep their status and message, server errors are logged and masked. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = statusOf(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  // A handler may have chosen a page CSP before failing: the error body is not that page.
  reply.removeHeader('content-security-policy');
  reply.removeHeader('etag');
  reply.removeHeader('content-encoding');
  reply.removeHeader('vary');
  if (!isApiPath(request.url)) return sendPlainError(reply, status);
  const code = CODES[status] ?? (status >= 500 ? 'internal_error' : 'error');
  const message =
    status >= 500 ? 'Internal server error' : error.message || (STATUS_CODES[status] ?? 'Error');
  return sendApiError(reply, status, code, message);
}

/**
 * Errors Fastify raises before routing (a malformed URL): they bypass the onSend hook, so the security
 * headers are set here.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  applySecurityHeaders(reply);
  const status = statusOf(error);
  if (isApiPath(request.url))
    sendApiError(reply, status, CODES[status] ?? 'bad_request', 'Malformed request URL');
  else sendPlainError(reply, status);
}
