// Serves the in-memory static export on GET/HEAD for every path the API does not own; other methods get 405. A
// request for an API path that no route answered gets 405 with the methods that path has, or 404 when it has none.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AllowedMethods } from './api/allowed-methods';
import { sendApiError } from './api/helpers';
import type { PathTest } from './api/index';
import { sendPlainError } from './errors';
import { selectRepresentation, sendRepresentation } from './representations';
import type { PageToSend } from './search/search-pages';
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
  allowedMethods: AllowedMethods,
  /** What a file is sent as, when not as built (the search pages: search/search-pages.ts). */
  pageFor: (request: FastifyRequest, file: SiteFile) => Promise<PageToSend> = async (_request, file) => ({
    headers: {},
    page: file,
  }),
): void {
  /** An API path's answer to a method it does not have. */
  const sendApiUnrouted = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const allowed = allowedMethods(request.url);
    if (allowed.length === 0) return sendApiError(reply, 404, 'not_found', 'No such API endpoint');
    const allow = allowed.join(', ');
    return sendApiError(
      reply.header('allow', allow),
      405,
      'method_not_allowed',
      `Only ${allow} are supported`,
    );
  };
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const page = site?.notFoundPageFor(request.url);
    return page ? sendNotFoundPage(request, reply, page) : sendPlainError(reply, 404);
  };
  const sendMethodNotAllowed = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (isApiPath(request.url)) return sendApiUnrouted(request, reply);
    return sendPlainError(reply.header('allow', ALLOW), 405);
  };

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return sendApiUnrouted(request, reply);
    if (site === null) return sendNotFound(request, reply);
    const lookup = site.resolve(request.url);
    if (lookup.kind === 'bad-request') return sendPlainError(reply, 400);
    if (lookup.kind === 'not-found') return sendNotFound(request, reply);
    const { headers, page } = await pageFor(request, lookup.file);
    reply.headers(headers);
    return sendRepresentation(request, reply, page);
  });

  const otherMethods = app.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD');
  app.route({
    method: otherMethods,
    url: '/*',
    // Answered in onRequest, before any body is parsed: the method is wrong whatever the payload.
    onRequest: async (request, reply) => sendMethodNotAllowed(request, reply),
    handler: (_request, reply) => reply,
  });
  // Methods Fastify does not route (WebDAV's PROPFIND, MKCOL ...) end here: the same answers, not Fastify's own.
  app.setNotFoundHandler((request, reply) => sendMethodNotAllowed(request, reply));
}
