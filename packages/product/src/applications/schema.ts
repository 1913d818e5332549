// The application service's contract (POST /api/applications, GET /api/applications/:id), in zod/mini so the
// browser's share is small. The body names its kind; the kind's own schema checks the answers (kind.ts).
import * as z from 'zod/mini';
import { requestIdSchema } from '@ds/api/request-id';
import type { ApplicationKind } from './kind';

/** The id of a saved application: 128 random bits, base64url, as a saved quote's. */
export const APPLICATION_ID_PATTERN = /^[\w-]{22}$/;

export const saveApplicationBodySchema = z.object(
  {
    kind: z.string().check(z.regex(/^[a-z-]{1,40}$/, { error: 'kind is malformed' })),
    answers: z.record(z.string(), z.unknown()),
    verification: z.object({ requestId: requestIdSchema('verification.requestId') }),
  },
  { error: 'Send a JSON body with kind, answers and verification' },
);

/** A saved application of `kind`, as the service answers it. */
export const savedApplicationSchema = <Kind extends string, Answers, Result>(
  kind: ApplicationKind<Kind, Answers, Result>,
) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind.kind),
    savedAt: z.string(),
    expiresAt: z.string(),
    answers: kind.answersSchema,
    result: kind.resultSchema,
  });

/** Any saved application, for the server's reply schema (each kind's view checks its own shape). */
export const anySavedApplicationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  savedAt: z.string(),
  expiresAt: z.string(),
  answers: z.record(z.string(), z.unknown()),
  result: z.unknown(),
});

export const saveApplicationReplySchema = z.object({
  id: z.string(),
  application: anySavedApplicationSchema,
});
export const openApplicationReplySchema = z.object({ application: anySavedApplicationSchema });

/**
 * The answers as `kind` reads them (what its schema does not know is dropped), or the first thing wrong with their
 * shape, as a sentence for the API's 400.
 */
export function parseAnswers<Answers>(
  kind: ApplicationKind<string, Answers, unknown>,
  answers: unknown,
): { answers: Answers } | { problem: string } {
  const parsed = z.safeParse(kind.answersSchema, answers);
  if (parsed.success) return { answers: parsed.data };
  const issue = parsed.error.issues[0];
  const at = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { problem: `${at}${issue?.message ?? 'the answers are malformed'}` };
}

/** The replies for one kind, as its journey checks them. */
export const saveApplicationReplyOf = <Kind extends string, Answers, Result>(
  kind: ApplicationKind<Kind, Answers, Result>,
) => z.object({ id: z.string(), application: savedApplicationSchema(kind) });

export const openApplicationReplyOf = <Kind extends string, Answers, Result>(
  kind: ApplicationKind<Kind, Answers, Result>,
) => z.object({ application: savedApplicationSchema(kind) });
