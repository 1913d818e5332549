// Serves the in-memory static export on GET/HEAD for every path the API does not own; other methods get 405.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from './api/helpers';
import type { PathTest } from './api/index';
import { sendPlainError } from './errors';
import { selectRepresentation, sendRepresentation } from './representations';
import type { SiteFile, StaticSite } from './static-site';

const ALLOW = 'GET, HEAD';

/** The export's 404 page, in the encoding the client accepts. */
function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply, page: SiteFile): FastifyReply {
  const representation = selectRepresentation(page, request.headers['accept-encoding']);
  reply.headers(representation.headers);
  // An error page has no stable identity worth revalidating, and must not be kept in place of a real page.
  reply.removeHeader('etag');
  reply.header('cache-control', 'no-store');
  return reply.code(404).send(representation.body);
}

/**
 * Registers the catch-all routes. With `site` null (API-only development) every non-API path is a plain 404.
 * The GET route also answers HEAD (Fastify drops the body and keeps Content-Length).
 */
export function registerStaticRoutes(
  app: FastifyInstance,
  site: StaticSite | null,
  isApiPath: PathTest,
): void {
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (isApiPath(request.url)) return sendApiError(reply, 404, 'not_found', 'No such API endpoint');
    const page = site?.notFoundPageFor(request.url);
    return page ? sendNotFoundPage(request, reply, page) : sendPlainError(reply, 404);
  };

  app.get('/*', (request, reply) => {
    if (site === null || isApiPath(request.url)) return sendNotFound(request, reply);
    const lookup = site.resolve(request.url);
    if (lookup.kind === 'bad-request') return sendPlainError(reply, 400);
    if (lookup.kind === 'not-found') return sendNotFound(request, reply);
    return sendRepresentation(request, reply, lookup.file);
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
