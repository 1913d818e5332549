// GET /healthz: liveness for load balancers and orchestrators; never cached, never rate-limited.
import type { ApiPlugin } from './helpers';

export const prefix = '/healthz';

export const plugin: ApiPlugin = async (app) => {
  // '' rather than '/': under a prefix, '/' would also answer `/healthz/`.
  app.get('', (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .send('{"status":"ok"}'),
  );
};
