// GET /healthz: liveness for load balancers and orchestrators; never cached, never rate-limited. It also says
// whether the store (memory, or Redis when configured) answers. A store that is down is "degraded", still 200:
// pages and most APIs keep working without it, so a replica should stay in service rather than be restarted.
import type { ApiPlugin } from './helpers';

export const prefix = '/healthz';

export interface HealthBody {
  status: 'ok' | 'degraded';
  store: 'up' | 'down';
}

export const plugin: ApiPlugin = async (app, { store }) => {
  // '' rather than '/': under a prefix, '/' would also answer `/healthz/`.
  app.get('', async (_request, reply) => {
    const up = await store.ping();
    const body: HealthBody = up ? { status: 'ok', store: 'up' } : { status: 'degraded', store: 'down' };
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
};
