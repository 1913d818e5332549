// GET /healthz: liveness and readiness for load balancers and orchestrators; never cached, never rate-limited. It
// says whether the store (memory, or Redis when configured) answers, and what is wrong with the store's setup. A
// store that is down is "degraded", still 200: pages and most APIs keep working without it, so a replica should stay
// in service rather than be restarted. A server that is shutting down is "draining", 503: send traffic elsewhere.
import * as z from 'zod/mini';
import type { ApiPlugin } from './helpers';
import { errorReplies } from './helpers';

export const prefix = '/healthz';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  store: z.enum(['up', 'down']),
  /** How the store's setup falls short (an old Redis, an evicting memory policy, no append-only file). */
  storeWarnings: z.optional(z.array(z.string())),
});

export type HealthBody = z.infer<typeof healthSchema>;

export const plugin: ApiPlugin = async (app, { store, lifecycle }) => {
  // '' rather than '/': under a prefix, '/' would also answer `/healthz/`.
  app.get(
    '',
    { schema: { response: { 200: healthSchema, 503: healthSchema, ...errorReplies() } } },
    async (request, reply) => {
      const up = await store.ping();
      const warnings = store.warnings();
      const body: HealthBody = {
        status: lifecycle.draining ? 'draining' : up ? 'ok' : 'degraded',
        store: up ? 'up' : 'down',
        ...(warnings.length ? { storeWarnings: [...warnings] } : {}),
      };
      if (lifecycle.draining && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
      return reply
        .code(lifecycle.draining ? 503 : 200)
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .send(body);
    },
  );
};
