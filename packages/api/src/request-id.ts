// The id of a sent one-time code, which its verification and a saved quote's verification name: random, URL-safe.
import * as z from 'zod/mini';

export const REQUEST_ID_PATTERN = /^[\w-]{16,64}$/;

export const requestIdSchema = (name = 'requestId') =>
  z
    .string({ error: `${name} is required` })
    .check(z.regex(REQUEST_ID_PATTERN, { error: `${name} is malformed` }));
