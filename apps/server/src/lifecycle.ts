// Draining, for a graceful stop behind a load balancer or an orchestrator: after SIGTERM the server keeps accepting
// connections, finishes every request already in flight, and answers each new one 503 with `Connection: close`
// (and /healthz says 'draining'), so a visitor's request is answered rather than reset and the balancer moves on
// to another replica. It stops listening once nothing is in flight and no request has arrived for DRAIN_QUIET_MS
// (health probes aside), closing the idle connections it holds (HTTP/2 sessions with a GOAWAY), and stops anyway
// at the drain deadline, whatever a client holds open.
import type { Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from './api/helpers';

/** How long no request must arrive before a draining server stops listening. */
export const DRAIN_QUIET_MS = 300;

export interface Lifecycle {
  readonly draining: boolean;
  /** Requests received and not yet answered (or abandoned), health probes aside. */
  readonly inFlight: number;
  /** When the last request arrived (performance.now), health probes aside. */
  readonly lastArrival: number;
  startDraining(): void;
}

export interface ServerLifecycle extends Lifecycle {
  arrived(): void;
  finished(): void;
  /** Keeps the connections of `app`'s server in view, so those Fastify cannot close itself can be. */
  watch(app: FastifyInstance): void;
  /** Closes the connections with nothing in flight: HTTP/2 sessions gracefully, HTTP/1 over TLS outright. */
  closeIdleConnections(): void;
  /** Cuts every connection still open. */
  cutConnections(): void;
}

export function createLifecycle(): ServerLifecycle {
  let draining = false;
  let inFlight = 0;
  let lastArrival = -Infinity;
  // Fastify closes a plain HTTP server's idle connections itself; an HTTP/2 server's sessions and the HTTP/1
  // connections it also accepts over TLS it leaves open, so closing would wait for their clients.
  const sessions = new Set<Http2Session>();
  const tlsSockets = new Set<Socket>();
  let server: { closeAllConnections?: () => void } | null = null;
  const keep = <T extends { once(event: 'close', listener: () => void): unknown }>(set: Set<T>, item: T) => {
    set.add(item);
    item.once('close', () => set.delete(item));
  };

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    get lastArrival() {
      return lastArrival;
    },
    startDraining() {
      draining = true;
    },
    arrived() {
      inFlight += 1;
      lastArrival = performance.now();
    },
    finished() {
      inFlight -= 1;
    },
    watch(app) {
      server = app.server as { closeAllConnections?: () => void };
      app.server.on('session', (session: Http2Session) => keep(sessions, session));
      app.server.on('secureConnection', (socket: TLSSocket) => {
        if (socket.alpnProtocol !== 'h2') keep(tlsSockets, socket);
      });
    },
    closeIdleConnections() {
      for (const session of sessions) session.close();
      for (const socket of tlsSockets) socket.destroy();
    },
    cutConnections() {
      server?.closeAllConnections?.();
      for (const session of sessions) session.destroy();
      for (const socket of tlsSockets) socket.destroy();
    },
  };
}

/** Counts requests in flight, and answers new ones 503 while draining (the health check answers for itself). */
export function registerDraining(app: FastifyInstance, lifecycle: ServerLifecycle, healthPath: string): void {
  lifecycle.watch(app);
  app.addHook('onRequest', async (request, reply) => {
    // A load balancer's health probes come steadily: they must not keep a draining server from settling.
    if (request.url === healthPath) return undefined;
    lifecycle.arrived();
    reply.raw.once('close', () => lifecycle.finished());
    if (!lifecycle.draining) return undefined;
    // HTTP/2 has no Connection header (its connections are closed with the server).
    if (request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    return sendApiError(reply, 503, 'shutting_down', 'This server is shutting down: try again');
  });
}

export interface DrainOptions {
  deadlineMs: number;
  quietMs?: number;
  log: { info(message: string): void; warn(message: string): void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains and closes `app`: resolves 'clean' when every request finished in time, 'forced' when the deadline came
 * first and the remaining connections were cut.
 */
export async function drainAndClose(
  app: FastifyInstance,
  lifecycle: ServerLifecycle,
  { deadlineMs, quietMs = DRAIN_QUIET_MS, log }: DrainOptions,
): Promise<'clean' | 'forced'> {
  const deadline = performance.now() + deadlineMs;
  lifecycle.startDraining();
  const settled = () => lifecycle.inFlight === 0 && performance.now() - lifecycle.lastArrival >= quietMs;
  while (!settled() && performance.now() < deadline) await sleep(Math.min(25, quietMs));
  const closed = app.close().then(() => 'clean' as const);
  lifecycle.closeIdleConnections();
  const late = sleep(Math.max(0, deadline - performance.now())).then(() => 'forced' as const);
  const outcome = await Promise.race([closed, late]);
  if (outcome === 'forced') {
    log.warn(`requests still open at the drain deadline (${deadlineMs} ms): closing their connections`);
    lifecycle.cutConnections();
  } else {
    log.info('drained: every request answered');
  }
  return outcome;
}
