// The reference a saved application is known by: short enough to read out on the phone, so its letters leave out
// those that look or sound alike (0 and O, 1, I and L, U and V), in two groups of four after the kind's prefix,
// such as TPM-7K4M-Q9PX. 29 letters to the power of 8 is about 5 × 10^11: collisions are for the store's id to
// prevent, the reference is what a person quotes to the team.
import * as z from 'zod/mini';

export const REFERENCE_LETTERS = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** A fresh reference with `prefix` (three capitals), from the platform's secure random numbers. */
export function newReference(
  prefix: string,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  // Rejection sampling keeps every letter equally likely: bytes at or above the largest multiple are drawn again.
  const limit = 256 - (256 % REFERENCE_LETTERS.length);
  const letters: string[] = [];
  while (letters.length < 8) {
    for (const byte of random(new Uint8Array(8))) {
      if (byte < limit && letters.length < 8)
        letters.push(REFERENCE_LETTERS[byte % REFERENCE_LETTERS.length]!);
    }
  }
  return `${prefix}-${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/** What a reference with `prefix` looks like. */
export const referencePattern = (prefix: string) =>
  new RegExp(`^${prefix}-[${REFERENCE_LETTERS}]{4}-[${REFERENCE_LETTERS}]{4}$`);

/** The result a form's kind keeps: its reference. */
export const referenceResultSchema = (prefix: string) =>
  z.object({
    reference: z
      .string()
      .check(z.regex(referencePattern(prefix), { error: `reference must look like ${prefix}-XXXX-XXXX` })),
  });
