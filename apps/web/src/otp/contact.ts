// Where a one-time code can go, checked before it is sent: an Australian mobile number or an email address. Only
// the plain mistakes are caught here (nothing typed, 'abc', a number that is not a mobile); the server decides the
// rest (apps/server/src/otp/contact.ts), and what it refuses is shown at the contact's field too.
import { CONTACT_MAX_LENGTH, CONTACT_MESSAGE, MOBILE_DIGITS, PHONE_PUNCTUATION } from '@ds/api/otp-rules';

export { CONTACT_MAX_LENGTH, CONTACT_MESSAGE };
/** Something, an @, then a domain of two labels or more. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+\.?$/u;

/** Why no code can be sent to `contact` as typed, or null when it may be (the server still checks it). */
export function contactProblem(contact: string): string | null {
  const trimmed = contact.trim();
  if (trimmed.length > CONTACT_MAX_LENGTH) return CONTACT_MESSAGE;
  if (trimmed.includes('@')) return EMAIL.test(trimmed) ? null : CONTACT_MESSAGE;
  return MOBILE_DIGITS.test(trimmed.replace(PHONE_PUNCTUATION, '')) ? null : CONTACT_MESSAGE;
}
