// One deadline for all the store work of a request. It is set when the request arrives and every store call of the
// request (its rate-limit counts, then its own calls) shares it, so a request answers within STORE_BUDGET_MS of
// arriving however many calls it makes. The Redis store also sends it with every write, and a write that reaches
// Redis after it does nothing: a request answered 503 leaves no trace (no attempt counted, no key written).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a request's store calls may take in all before it answers 503 `store_unavailable`. */
export const STORE_BUDGET_MS = 800;

const current = new AsyncLocalStorage<number>();
/** A request's deadline, and once its body starts to arrive, the budget it had left then. */
const budgets = new WeakMap<FastifyRequest, { deadline: number; leftAtBody?: number }>();

/**
 * The deadline of the request being served, or STORE_BUDGET_MS from now outside one, on the monotonic clock
 * (performance.now), which a step of the wall clock does not move.
 */
export function storeDeadline(): number {
  return current.getStore() ?? performance.now() + STORE_BUDGET_MS;
}

/** Runs `work` with `deadline` as the store deadline of everything it starts. */
export function withStoreDeadline<T>(deadline: number, work: () => T): T {
  return current.run(deadline, work);
}

/**
 * Gives each request its budget on arrival. The clock stops while the body arrives (a slow upload is the client's
 * time, not the store's): what is left when the body starts is what the handler gets once it has arrived. The
 * deadline is entered again before validation because a parsed body arrives on the socket's events, outside the
 * async context the request started in.
 */
export function registerRequestDeadline(app: FastifyInstance, budgetMs = STORE_BUDGET_MS): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const deadline = performance.now() + budgetMs;
    budgets.set(request, { deadline });
    withStoreDeadline(deadline, done);
  });
  app.addHook('preParsing', async (request) => {
    const budget = budgets.get(request);
    if (budget) budget.leftAtBody = budget.deadline - performance.now();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const budget = budgets.get(request);
    const deadline =
      budget?.leftAtBody === undefined
        ? (budget?.deadline ?? performance.now() + budgetMs)
        : performance.now() + budget.leftAtBody;
    if (budget) budget.deadline = deadline;
    withStoreDeadline(deadline, done);
  });
}
