// Error responses: JSON `{ error: { code, message } }` for API paths, plain text elsewhere, never a stack trace.
// Which paths are API is the registry's answer (`apiPathMatcher`), passed in by `buildServer`.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@ds/api/errors';
import { sendApiError } from './api/helpers';
import type { PathTest } from './api/index';
import { StoreUnavailableError } from './store/store';
import { SECURITY_HEADERS, STRICT_CSP, applySecurityHeaders } from './security-headers';

const CODES: Readonly<Record<number, string>> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

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

/** What a route's schema found wrong, by the part of the request it is in. */
const INVALID: Readonly<Record<string, string>> = {
  body: 'invalid_body',
  querystring: 'invalid_query',
  params: 'invalid_path',
  headers: 'invalid_headers',
};

/**
 * The app's error handler: a request its route's schema refuses is 400 with the schema's first message; a store
 * that does not answer is 503 in the route's words; other client errors keep their status and message; anything
 * else (a bug) is logged and answered 500, never dressed up as an outage.
 */
export const errorHandler =
  (isApiPath: PathTest) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      return sendApiError(
        reply,
        400,
        INVALID[part] ?? 'bad_request',
        error.validation[0]?.message ?? 'Invalid request',
      );
    }
    if (error instanceof StoreUnavailableError) {
      request.log.error({ err: error }, 'store unavailable');
      const message =
        request.routeOptions.config.unavailableMessage ??
        'This service is unavailable right now, try again soon';
      return sendApiError(reply, 503, 'store_unavailable', message);
    }
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
  };

/**
 * Errors Fastify raises before routing (a malformed URL): they bypass the onSend hook, so the security
 * headers are set here.
 */
export const frameworkErrorHandler =
  (isApiPath: PathTest) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(reply);
    const status = statusOf(error);
    if (isApiPath(request.url))
      sendApiError(reply, status, CODES[status] ?? 'bad_request', 'Malformed request URL');
    else sendPlainError(reply, status);
  };

/** Node's parser errors: what they are called, and what the client is told. */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a timeout, bytes that are not
 * HTTP): the same JSON error shape and security headers as every other answer, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already on its way on this connection (an earlier pipelined request) must not be cut into.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (answering?.headersSent) {
    socket.destroy(error);
    return;
  }
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'Malformed request',
  };
  const body: ApiErrorBody = { error: { code: CODES[status] ?? 'bad_request', message } };
  const payload = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    connection: 'close',
    ...SECURITY_HEADERS,
    'content-security-policy': STRICT_CSP,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${payload}`);
  socket.destroy(error);
}
