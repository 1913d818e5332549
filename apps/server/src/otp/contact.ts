// Where a one-time code goes: an Australian mobile number or an email address, each written one way, so a code is
// bound to one contact and the inbox keys on it, and a key for the per-contact limit that folds the spellings that
// reach the same person.
// - A mobile becomes E.164 (+614xxxxxxxx) however it is written: 0412 345 678, +61412345678, 61412345678,
//   (04) 1234-5678, 0412.345.678, +61 (0)412 345 678 are one phone.
// - An email keeps its local part and gets a lower-case domain (domains are case-insensitive, RFC 5321 2.4); for
//   the limit its local part is also lower-cased and a plus tag is dropped (name+1@ and name+2@ reach one mailbox).
// - Control characters, invisible format characters (bidirectional overrides such as U+202E, zero-width spaces),
//   line separators and lone surrogates are refused: they make one address look like another.
import { z } from 'zod';

const MOBILE_DIGITS = /^(?:\+61|0061|61|0)(4\d{8})$/;
const EMAIL = /^([^\s@]{1,64})@([^\s@]{1,190}\.[^\s@]{2,63})$/;
/** Control, format (bidirectional, zero-width), separator and lone surrogate code points. */
const DECEPTIVE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** What a person puts between digits: spaces, hyphens, dots, brackets, and the trunk 0 written '(0)' after +61. */
const PHONE_PUNCTUATION = /\(0\)|[\s().-]/g;

export const CONTACT_MESSAGE = 'Enter an Australian mobile number (04xx xxx xxx) or an email address.';

/** The contact written one way: a mobile as +614xxxxxxxx, an email with a lower-case domain. Null when it is neither. */
export function normaliseContact(raw: string): string | null {
  if (DECEPTIVE.test(raw)) return null;
  const trimmed = raw.trim();
  if (trimmed.includes('@')) {
    const email = EMAIL.exec(trimmed);
    return email ? `${email[1]}@${email[2]!.toLowerCase()}` : null;
  }
  const mobile = MOBILE_DIGITS.exec(trimmed.replace(PHONE_PUNCTUATION, ''));
  return mobile ? `+61${mobile[1]}` : null;
}

/** The key the per-contact limit counts under: a normalised email lower-cased and without its plus tag. */
export function contactLimitKey(contact: string): string {
  const at = contact.lastIndexOf('@');
  if (at === -1) return contact;
  const local = contact.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  return `${local || '+'}@${contact.slice(at + 1)}`;
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
