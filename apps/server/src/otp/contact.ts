// Where a one-time code goes: a mobile number (Australian, or New Zealand's with +64) or an email address, each written one way, so a code is
// bound to one contact and the inbox keys on it, and a key for the per-contact limit that folds the spellings that
// reach the same person.
// - A mobile becomes E.164 (+614xxxxxxxx) however it is written: 0412 345 678, +61412345678, 61412345678,
//   (04) 1234-5678, 0412.345.678, +61 (0)412 345 678 are one phone.
// - An email keeps its local part (in Unicode's composed form, NFC) and gets its domain as DNS reads it: lower case,
//   internationalised names in their ASCII (punycode) form by UTS 46, which also maps full-width letters, and a
//   trailing root dot dropped (RFC 5321 2.4, RFC 5890). For the limit its local part is also lower-cased and a plus
//   tag is dropped (name+1@ and name+2@ reach one mailbox).
// - A local part is letters, digits and RFC 5322's other atom characters, in dot-separated atoms: no quoted
//   strings. Control characters, invisible format characters (bidirectional overrides such as U+202E, zero-width
//   spaces), combining marks standing alone, Hangul fillers, line separators and lone surrogates are refused: they
//   make one address look like another.
import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { CONTACT_MAX_LENGTH, CONTACT_MESSAGE, mobileE164 } from '@ds/api/otp-rules';

/** Control, format (bidirectional, zero-width), surrogate and separator code points, combining marks, fillers. */
const DECEPTIVE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0]/u;
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export { CONTACT_MESSAGE };

/** The domain as DNS reads it, or null: ASCII, lower case, no root dot, two labels or more, a top level of letters. */
function dnsDomain(raw: string): string | null {
  const ascii = domainToASCII(raw.replace(/\.$/, ''));
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.length < 2 || !labels.every((label) => DNS_LABEL.test(label))) return null;
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels.at(-1) ?? '') ? ascii : null;
}

function normaliseEmail(trimmed: string): string | null {
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = dnsDomain(trimmed.slice(at + 1));
  if (local.length === 0 || local.length > 64 || !LOCAL_PART.test(local) || domain === null) return null;
  return `${local}@${domain}`;
}

/** The contact written one way: a mobile as +614xxxxxxxx or +642xxxxxxxx, an email as above. Null when neither. */
export function normaliseContact(raw: string): string | null {
  // Composed first, so an accent typed as a combining mark is part of its letter, not a mark standing alone.
  const composed = raw.normalize('NFC');
  if (DECEPTIVE.test(composed)) return null;
  const trimmed = composed.trim();
  if (trimmed.includes('@')) return normaliseEmail(trimmed);
  return mobileE164(trimmed);
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
  .max(CONTACT_MAX_LENGTH, { error: CONTACT_MESSAGE })
  .transform((raw, context) => {
    const contact = normaliseContact(raw);
    if (contact === null) {
      context.addIssue({ code: 'custom', message: CONTACT_MESSAGE });
      return z.NEVER;
    }
    return contact;
  });
