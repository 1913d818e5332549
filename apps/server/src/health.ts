// GET /healthz: liveness for load balancers and orchestrators; never cached.
import type { FastifyInstance } from 'fastify';

export const HEALTH_PATH = '/healthz';

export function registerHealthRoute(app: FastifyInstance): void {
  app.get(HEALTH_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .send('{"status":"ok"}'),
  );
}
