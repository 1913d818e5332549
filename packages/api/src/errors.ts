// Every API error answers `{ error: { code, message } }`: the code for programs, the message worded for visitors.
import * as z from 'zod/mini';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
