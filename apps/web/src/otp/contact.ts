// Where a one-time code can go, checked before it is sent: a mobile number or an email address. Only
// the plain mistakes are caught here (nothing typed, 'abc', a number that is not a mobile); the server decides the
// rest (apps/server/src/otp/contact.ts), and what it refuses is shown at the contact's field too.
import { CONTACT_MAX_LENGTH, CONTACT_MESSAGE, CONTACT_MESSAGES, mobileE164 } from '@ds/api/otp-rules';
import type { ContactCountry } from '@ds/api/otp-rules';

export { CONTACT_MAX_LENGTH, CONTACT_MESSAGE, CONTACT_MESSAGES };
export type { ContactCountry };
/** Something, an @, then a domain of two labels or more. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+\.?$/u;

/** Why no code can be sent to `contact` as typed, or null when it may be (the server still checks it). */
export function contactProblem(contact: string, country: ContactCountry = 'au'): string | null {
  const trimmed = contact.trim();
  const message = CONTACT_MESSAGES[country];
  if (trimmed.length > CONTACT_MAX_LENGTH) return message;
  if (trimmed.includes('@')) return EMAIL.test(trimmed) ? null : message;
  return mobileE164(trimmed, country) ? null : message;
}

/**
 * The contact as it is sent: a mobile in E.164, so a New Zealand number written with its trunk 0 on the New Zealand
 * site reaches the service unambiguous; an email as typed (the service writes it one way).
 */
export const contactToSend = (contact: string, country: ContactCountry = 'au'): string =>
  mobileE164(contact, country) ?? contact.trim();
