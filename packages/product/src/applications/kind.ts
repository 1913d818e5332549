// What a kind of saved application is: a quote of one of the audiences' covers (travel, overseas, New Zealand) or a
// form (the plan management sign-up, a foundation funding application). The server keeps each the same way as a
// health quote (verified contact, same store, limits and lifetime): what differs is here, one module per kind.
import type { CalendarDate } from '@internationalized/date';
import type * as z from 'zod/mini';

export interface ApplicationKind<Kind extends string = string, Answers = unknown, Result = unknown> {
  kind: Kind;
  /** What the visitor is told the saved record is: 'quote' or 'application'. */
  noun: 'quote' | 'application';
  /** The answers' shape, checked by the server before anything else (and so in the OpenAPI document). */
  answersSchema: z.ZodMiniType<Answers>;
  /** What the server works out from the answers and keeps with them: a price, or a reference. */
  resultSchema: z.ZodMiniType<Result>;
  /** What the shape alone cannot say (dates in order, ages in range, a day not yet past), or null. */
  problem: (answers: Answers, today: CalendarDate) => string | null;
  /** The result for valid answers, on `today` (prices are for the day). */
  result: (answers: Answers, today: CalendarDate) => Result;
}

/** A kind, with its types kept (an identity: it only checks the definition against ApplicationKind). */
export const defineApplicationKind = <Kind extends string, Answers, Result>(
  kind: ApplicationKind<Kind, Answers, Result>,
) => kind;

/** A saved application as the service answers it: never the contact it was verified with. */
export interface SavedApplication<
  Kind extends string = string,
  Answers = Record<string, unknown>,
  Result = unknown,
> {
  id: string;
  kind: Kind;
  savedAt: string;
  expiresAt: string;
  answers: Answers;
  result: Result;
}
