// The one way the pages call the site's API: JSON in, JSON out, and the reply checked against the schema the route
// declares rather than cast. Pages pass the schema as a dynamic import: the validator then loads alongside the
// first call instead of with the page, so checking replies costs a page nothing before a visitor acts. A refusal
// the API words for visitors is thrown as an ApiError carrying that message; anything else (a proxy's error page,
// a reply of another shape) as an ApiError without one.
import type * as z from 'zod/mini';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the reply was not what the route promises. */
    readonly status: number,
    /** The API's own words for visitors, when it sent them. */
    readonly visitorMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A route's reply schema, or a function that loads it (`() => import('…').then((m) => m.schema)`). */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

export interface FetchJsonInit {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The visitor's message of an API error body (checked against the one error schema), or undefined. */
async function refusalMessage(json: unknown): Promise<string | undefined> {
  const { apiErrorSchema } = await import('./errors');
  const refusal = apiErrorSchema.safeParse(json);
  return refusal.success ? refusal.data.error.message.trim() || undefined : undefined;
}

export async function fetchJson<Schema extends z.ZodMiniType>(
  url: string,
  replySchema: SchemaSource<Schema>,
  { method = 'GET', body, signal }: FetchJsonInit = {},
): Promise<z.output<Schema>> {
  const schema = typeof replySchema === 'function' ? replySchema() : Promise.resolve(replySchema);
  // Loaded while the request is on its way; a failure to load is met below, not reported as unhandled meanwhile.
  schema.catch(() => undefined);
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const json = await readJson(response);
  if (!response.ok) {
    const message = await refusalMessage(json);
    throw new ApiError(message ?? `${url} answered ${response.status}`, response.status, message);
  }
  const reply = (await schema).safeParse(json);
  if (!reply.success) throw new ApiError(`${url} sent a reply of another shape`, 0);
  return reply.data;
}
