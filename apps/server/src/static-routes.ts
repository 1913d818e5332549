// Serves the in-memory static export on GET/HEAD for every path the API does not own; other methods get 405.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendApiError, sendPlainError } from './errors';
import { etagMatches } from './http-cache';
import type { SiteFile, StaticSite } from './static-site';
import { selectRepresentation } from './static-site';

const ALLOW = 'GET, HEAD';

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  status: number,
): FastifyReply {
  const representation = selectRepresentation(file, request.headers['accept-encoding']);
  reply.headers(representation.headers);
  if (status !== 200) {
    // An error page has no stable identity worth revalidating, and must not be kept in place of a real page.
    reply.removeHeader('etag');
    reply.header('cache-control', 'no-store');
    return reply.code(status).send(representation.body);
  }
  if (etagMatches(request.headers['if-none-match'], representation.etag)) {
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    return reply.code(304).send();
  }
  return reply.code(200).send(representation.body);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, site: StaticSite | null): FastifyReply {
  if (isApiPath(request.url)) return sendApiError(reply, 404, 'not_found', 'No such API endpoint');
  if (site?.notFoundPage) return sendFile(request, reply, site.notFoundPage, 404);
  return sendPlainError(reply, 404);
}

/**
 * Registers the catch-all routes. With `site` null (API-only development) every non-API path is a plain 404.
 * The GET route also answers HEAD (Fastify drops the body and keeps Content-Length).
 */
export function registerStaticRoutes(app: FastifyInstance, site: StaticSite | null): void {
  app.get('/*', (request, reply) => {
    if (site === null || isApiPath(request.url)) return sendNotFound(request, reply, site);
    const lookup = site.resolve(request.url);
    if (lookup.kind === 'bad-request') return sendPlainError(reply, 400);
    if (lookup.kind === 'not-found') return sendNotFound(request, reply, site);
    return sendFile(request, reply, lookup.file, 200);
  });

  const otherMethods = app.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD');
  app.route({
    method: otherMethods,
    url: '/*',
    // Answered in onRequest, before any body is parsed: the method is wrong whatever the payload.
    onRequest: async (request, reply) => {
      reply.header('allow', ALLOW);
      if (isApiPath(request.url))
        return sendApiError(reply, 405, 'method_not_allowed', `Only ${ALLOW} are supported`);
      return sendPlainError(reply, 405);
    },
    handler: (_request, reply) => reply,
  });
}
