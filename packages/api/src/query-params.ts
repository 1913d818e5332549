// What the API's query strings share: how a URL parameter that is a number, or text a visitor typed, is checked.
// Parameters arrive as strings; a route's schema checks them as strings and turns them into values after.
import * as z from 'zod/mini';

/** Control characters: never part of what anyone types into a search. */
export const CONTROL_CHARACTER = /\p{Cc}/u;

const WHOLE_NUMBER = /^\d{1,6}$/;

/** A whole number from `min` to `max` (at most six digits), `fallback` when left out. */
export const wholeNumberParam = (field: string, min: number, max: number, fallback: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z._default(
    z.string({ error: message }).check(
      z.refine((text) => WHOLE_NUMBER.test(text) && Number(text) >= min && Number(text) <= max, {
        error: message,
      }),
    ),
    String(fallback),
  );
};
