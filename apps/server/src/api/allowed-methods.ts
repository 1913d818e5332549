// Which methods each API path answers, so a request with another method gets 405 with an Allow header that names
// them (`GET /api/otp/send` is 405, Allow: POST), and a path no API route has gets 404. Built from the routes as
// they are registered (Fastify's onRoute), matched the way Fastify's own router matches them.
import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import type { PathTest } from './index';

export type AllowedMethods = (url: string) => string[];

export function collectAllowedMethods(app: FastifyInstance, isApiPath: PathTest): AllowedMethods {
  const router = FindMyWay();
  const registered = new Set<string>();
  const methods = new Set<string>();
  const routes: { method: string; url: string }[] = [];
  const add = (method: string, url: string) => {
    if (registered.has(`${method} ${url}`)) return;
    registered.add(`${method} ${url}`);
    methods.add(method);
    router.on(method as FindMyWay.HTTPMethod, url, () => undefined);
  };
  app.addHook('onRoute', ({ method, url }) => {
    // The catch-all routes are not an API's.
    if (url.includes('*') || !isApiPath(url)) return;
    for (const one of [method].flat()) {
      routes.push({ method: one, url });
      if (one === 'GET') routes.push({ method: 'HEAD', url });
    }
  });
  // Read once the routes are all in: a plugin's '/' route is also served at its prefix with a slash, which Fastify
  // adds without telling onRoute, so each route's twin is added where Fastify has one.
  let built = false;
  const build = () => {
    built = true;
    for (const { method, url } of routes) {
      add(method, url);
      const twin = `${url}/`;
      if (!url.endsWith('/') && app.hasRoute({ method: method as FindMyWay.HTTPMethod, url: twin }))
        add(method, twin);
    }
  };
  return (url) => {
    if (!built) build();
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    return [...methods].filter((method) => router.find(method as FindMyWay.HTTPMethod, path) !== null);
  };
}
