// Builds the Fastify server: the JSON API plus, when given an export directory, the static site from memory.
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { brand } from '@ds/site/data';
import { SEARCH_API_PATH } from '@ds/site/search';
import { registerAccessLog, requestIds } from './access-log';
import { createKleberProvider, embeddedEngine } from '@ds/address';
import type { AddressProvider, KleberOptions } from '@ds/address';
import { collectAllowedMethods } from './api/allowed-methods';
import type { RouteRateLimit } from './api/helpers';
import { registerQueryLengthLimit } from './api/helpers';
import { openApiOptions } from './api/openapi';
import type { Api } from './api/index';
import { APIS, apiPathMatcher } from './api/index';
import { prefix as healthPath } from './api/health';
import type { TrustProxy } from './config';
import { clientErrorHandler, errorHandler, frameworkErrorHandler } from './errors';
import { redirectLocation } from './https-redirect';
import { createLifecycle, registerDraining } from './lifecycle';
import type { ServerLifecycle } from './lifecycle';
import { registerSecurityHeaders } from './security-headers';
import { loadStaticSite } from './static-site';
import { withDeadline } from './store/deadline';
import { createMemoryStore } from './store/memory-store';
import { rateLimitStoreOn } from './store/rate-limit-store';
import { createRedisStore } from './store/redis-store';
import { registerRequestDeadline } from './store/request-deadline';
import type { Store } from './store/store';
import type { CodeDelivery, DeliverySettings } from './otp/delivery';
import { createDelivery } from './otp/delivery';
import { registerStaticRoutes } from './static-routes';
import { createPagefindSearch } from './search/pagefind-search';
import type { SiteSearch } from './search/pagefind-search';
import { searchPageSender } from './search/search-pages';

export interface ServerOptions {
  /** The static export to serve; `null` serves the API only (development). */
  siteRoot?: string | null;
  /** Log (JSON lines to stdout), or log to this stream (tests read it). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Per-client limit of each API route. */
  apiRateLimit?: RouteRateLimit;
  /**
   * Behind proxies: how many (a hop count) or which (addresses, CIDR ranges), so X-Forwarded-For gives the visitor's
   * address as the nearest trusted proxy saw it, and rate limits apply per visitor rather than per proxy.
   */
  trustProxy?: TrustProxy;
  /** The site's own origin: where a request that reached the proxy over plain HTTP is sent. */
  publicOrigin?: string | null;
  /** The APIs to serve, each under its prefix: the registry, or (in tests) the registry and more. */
  apis?: readonly Api[];
  /** Where short-lived shared state lives (codes, counters). Closed with the server. */
  store?: Store;
  /** The site search (tests: a slow or failing one); by default, over the export's own index. */
  siteSearch?: SiteSearch;
  /** Without `store`: keep that state in this Redis (shared by every replica) rather than in memory. */
  redisUrl?: string | null;
  /** Put before every Redis key. */
  redisKeyPrefix?: string;
  /** Draining and requests in flight, for a graceful stop (main.ts drains it on SIGTERM). */
  lifecycle?: ServerLifecycle;
  /** Where address suggestions come from; the embedded engine by default. */
  addressProvider?: AddressProvider;
  /** Without `addressProvider`: ask the Kleber service with this key (and optional URL, department code). */
  kleber?: KleberOptions | null;
  /** How one-time codes leave (OTP_DELIVERY): the demo inbox by default. */
  otpDelivery?: DeliverySettings;
  /** In place of `otpDelivery` (tests): a delivery of one's own. Closed with the server. */
  delivery?: CodeDelivery;
  /** Serve HTTPS (HTTP/2, with HTTP/1.1 still accepted) with this PEM certificate and key; plain HTTP without. */
  tls?: { cert: Buffer | string; key: Buffer | string } | null;
}

export const DEFAULT_API_RATE_LIMIT: RouteRateLimit = { max: 300, timeWindow: 60_000 };

/**
 * Behind a proxy, a request it received over plain HTTP (X-Forwarded-Proto: http, as the trusted proxy wrote it)
 * goes to the same path over HTTPS, on the public origin or the request's own Host; X-Forwarded-Host is never
 * trusted. A request without the header (a health check straight to the server) is served as it is.
 */
function redirectForwardedHttp(app: FastifyInstance, publicOrigin: string | null): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-forwarded-proto'] === undefined || request.protocol !== 'http') return;
    // HTTP/2 names the host in :authority.
    const host = request.headers.host ?? request.headers[':authority'];
    const location = redirectLocation(publicOrigin, Array.isArray(host) ? host[0] : host, request.url);
    if (location === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    return reply.code(301).header('location', location).header('cache-control', 'no-store').send();
  });
}

/**
 * Returns the configured instance without waiting for it: loading the export happens during `ready()`,
 * `listen()` or the first `inject()`, and fails them if the export cannot be read.
 */
export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const {
    siteRoot = null,
    logger = false,
    apiRateLimit = DEFAULT_API_RATE_LIMIT,
    trustProxy = false,
    publicOrigin = null,
    apis = APIS,
    redisUrl = null,
    redisKeyPrefix = '',
    lifecycle = createLifecycle(),
    kleber = null,
    tls = null,
    otpDelivery = { mode: 'demo' },
  } = options;
  const isApiPath = apiPathMatcher(apis);
  const app = Fastify({
    // Fastify types an HTTP/2 server's requests apart from HTTP/1's; the handlers use only what both have.
    ...((tls ? { http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } } : {}) as object),
    logger,
    // Fastify's own two lines per request (incoming, completed) are replaced by one access-log line (access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIds({ behindProxy: trustProxy !== false }),
    // A hop count as proxy-addr's trust function: the socket's peer is hop 0, the X-Forwarded-For entries to its
    // left are hops 1, 2 ...; the first untrusted hop is the visitor.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 16 * 1024,
    // Loading the export into memory (about 20,000 files with their compressed siblings, most of them the provider
    // pages') takes about 7 s on a quiet machine and more than Fastify's default 10 s on a busy one: the server
    // starts listening only once it has, so a slow load is a slow start, never a failed one.
    pluginTimeout: 120_000,
    frameworkErrors: frameworkErrorHandler(isApiPath),
    clientErrorHandler,
    // While closing, requests that still arrive are answered by the draining hook (lifecycle.ts) in the API's
    // error shape, not by Fastify's own 503.
    return503OnClosing: false,
  });

  // One search over the export, for the search API and the search pages' first results.
  const siteSearch = options.siteSearch ?? (siteRoot === null ? null : createPagefindSearch(siteRoot));

  const store = withDeadline(
    options.store ??
      (redisUrl
        ? createRedisStore(redisUrl, { keyPrefix: redisKeyPrefix, log: app.log })
        : createMemoryStore()),
  );

  const delivery =
    options.delivery ??
    createDelivery(otpDelivery, store, {
      brandName: brand.main,
      host: publicOrigin === null ? null : new URL(publicOrigin).host,
    });
  app.addHook('onClose', () => delivery.close());

  const addressProvider: AddressProvider =
    options.addressProvider ?? (kleber ? createKleberProvider(kleber) : embeddedEngine());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerAccessLog(app, { log: logger !== false });
  registerSecurityHeaders(app);
  registerDraining(app, lifecycle, healthPath);
  registerRequestDeadline(app);
  if (trustProxy !== false) redirectForwardedHttp(app, publicOrigin);
  app.setErrorHandler(errorHandler(isApiPath));
  const allowedMethods = collectAllowedMethods(app, isApiPath);

  registerQueryLengthLimit(app);
  // Collects every route's schemas as the routes are added: registered before them.
  app.register(swagger, openApiOptions(isApiPath));

  app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOn(store),
    // A store that is down lets requests through rather than refuse every API: the pages' APIs keep working,
    // and the ones that need the store (one-time codes) answer 503 from their own first store call.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, retry in ${context.after}`,
    }),
  });

  // Each API is its own encapsulated plugin: its routes, hooks and decorations stay under its prefix.
  for (const { prefix, plugin } of apis)
    app.register(plugin, {
      prefix,
      rateLimit: apiRateLimit,
      store,
      addressProvider,
      delivery,
      lifecycle,
      siteSearch,
    });
  app.addHook('onClose', () => store.close());

  app.register(async (instance) => {
    const site = siteRoot === null ? null : await loadStaticSite(siteRoot);
    if (site) {
      for (const warning of site.warnings) instance.log.warn(warning);
      instance.log.info(
        { files: site.files.size, megabytes: +(site.totalBytes / 1048576).toFixed(1) },
        `static export loaded from ${site.root}`,
      );
    }
    // The search pages are told that this server answers their searches, and come with their first results, when
    // it does.
    const searches = siteSearch !== null && apis.some((api) => api.prefix === SEARCH_API_PATH);
    registerStaticRoutes(
      instance,
      site,
      isApiPath,
      allowedMethods,
      searches ? searchPageSender(instance, siteSearch) : undefined,
    );
  });

  return app;
}
