// Where a one-time code goes: an Australian mobile number or an email address, checked and written one way
// (0412 345 678, +61 412 345 678 and 0412345678 are the same phone), so limits and the inbox key on the person.
import { z } from 'zod';

const MOBILE = /^(?:\+?61|0)4\d{8}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

export const CONTACT_MESSAGE = 'Enter an Australian mobile number (04xx xxx xxx) or an email address.';

/** The contact written one way: a mobile as 04xxxxxxxx, an email in lower case. Null when it is neither. */
export function normaliseContact(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) return EMAIL.test(trimmed) ? trimmed.toLowerCase() : null;
  const digits = trimmed.replace(/[\s()-]/g, '');
  if (!MOBILE.test(digits)) return null;
  return `0${digits.slice(-9)}`;
}

export const contactSchema = z
  .string({ error: CONTACT_MESSAGE })
  .max(254, { error: CONTACT_MESSAGE })
  .transform((raw, context) => {
    const contact = normaliseContact(raw);
    if (contact === null) {
      context.addIssue({ code: 'custom', message: CONTACT_MESSAGE });
      return z.NEVER;
    }
    return contact;
  });
