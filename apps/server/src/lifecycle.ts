// Draining, for a graceful stop behind a load balancer or an orchestrator: after SIGTERM the server keeps accepting
// connections, finishes every request already in flight, and answers each new one 503 with `Connection: close`
// (and /healthz says 'draining'), so a visitor's request is answered rather than reset and the balancer moves on
// to another replica. It stops listening once nothing is in flight and no request has arrived for DRAIN_QUIET_MS,
// and stops anyway at the drain deadline, whatever a client holds open.
import type { FastifyInstance } from 'fastify';
import { sendApiError } from './api/helpers';

/** How long no request must arrive before a draining server stops listening. */
export const DRAIN_QUIET_MS = 300;

export interface Lifecycle {
  readonly draining: boolean;
  /** Requests received and not yet answered (or abandoned). */
  readonly inFlight: number;
  /** When the last request arrived (epoch ms). */
  readonly lastArrival: number;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle & { arrived(): void; finished(): void } {
  let draining = false;
  let inFlight = 0;
  let lastArrival = 0;
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
      lastArrival = Date.now();
    },
    finished() {
      inFlight -= 1;
    },
  };
}

export type ServerLifecycle = ReturnType<typeof createLifecycle>;

/** Counts requests in flight, and answers new ones 503 while draining (the health check answers for itself). */
export function registerDraining(app: FastifyInstance, lifecycle: ServerLifecycle, healthPath: string): void {
  app.addHook('onRequest', async (request, reply) => {
    lifecycle.arrived();
    reply.raw.once('close', () => lifecycle.finished());
    if (!lifecycle.draining || request.url === healthPath) return undefined;
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
  lifecycle: Lifecycle,
  { deadlineMs, quietMs = DRAIN_QUIET_MS, log }: DrainOptions,
): Promise<'clean' | 'forced'> {
  const deadline = Date.now() + deadlineMs;
  lifecycle.startDraining();
  const settled = () => lifecycle.inFlight === 0 && Date.now() - lifecycle.lastArrival >= quietMs;
  while (!settled() && Date.now() < deadline) await sleep(Math.min(25, quietMs));
  const closed = app.close().then(() => 'clean' as const);
  const late = sleep(Math.max(0, deadline - Date.now())).then(() => 'forced' as const);
  const outcome = await Promise.race([closed, late]);
  if (outcome === 'forced') {
    log.warn(`requests still open at the drain deadline (${deadlineMs} ms): closing their connections`);
    const server = app.server as { closeAllConnections?: () => void };
    server.closeAllConnections?.();
  } else {
    log.info('drained: every request answered');
  }
  return outcome;
}
