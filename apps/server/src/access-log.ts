// Request ids and access logs. Every request gets an id (behind a trusted proxy, its X-Request-Id when that is a
// plain token, so one id follows the request through the proxy's logs and ours; a new UUID otherwise: a client
// must not choose the id another request's log lines carry), sent back as X-Request-Id and
// carried by every log line of the request. With logging on, each request writes one structured line when it is
// answered: id, method, route, status and time; never a body, a query, a code or a contact.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an incoming id may look like: no spaces or punctuation that could forge a log line. */
const REQUEST_ID = /^[\w.-]{8,128}$/;

/** Fastify's `genReqId`: a trusted proxy's id, or a new one. */
export function requestIds({ behindProxy }: { behindProxy: boolean }) {
  return (raw: IncomingMessage | { headers: IncomingMessage['headers'] }): string => {
    if (!behindProxy) return randomUUID();
    const header = raw.headers['x-request-id'];
    const id = Array.isArray(header) ? header[0] : header;
    return id !== undefined && REQUEST_ID.test(id) ? id : randomUUID();
  };
}

export function registerAccessLog(app: FastifyInstance, { log }: { log: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!log) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        // The route's pattern (/api/quotes/:id), not the URL: a URL can carry what a visitor typed.
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
