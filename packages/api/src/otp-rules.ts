// The one-time code's rules that the server and the pages both state: how long a code lives and where a code can
// go. No schema here, so a page that says them carries none.

/** How long a code can be used after it is sent. */
export const CODE_LIFETIME_MINUTES = 5;
export const CODE_LIFETIME_MS = CODE_LIFETIME_MINUTES * 60_000;

/** Where the visitor is: a New Zealand mobile may be written with its trunk 0 only on the New Zealand site. */
export type ContactCountry = 'au' | 'nz';

/** What is said of a contact no code can go to, by the server and, before sending, by the pages. */
export const CONTACT_MESSAGES: Record<ContactCountry, string> = {
  au: 'Enter an Australian mobile number (04xx xxx xxx) or an email address.',
  nz: 'Enter a New Zealand mobile number (02x xxx xxxx) or an email address.',
};
export const CONTACT_MESSAGE = CONTACT_MESSAGES.au;
/** The longest contact a code can go to: an email address's limit (RFC 5321: a path of 256 octets, brackets included). */
export const CONTACT_MAX_LENGTH = 254;
/** An Australian mobile as its digits: +61, 0061, 61 or 0, then 4 and eight digits (captured). */
const MOBILE_DIGITS = /^(?:\+61|0061|61|0)(4\d{8})$/;
/**
 * A New Zealand mobile as its digits after +64 or 0064, or its trunk 0 (captured): 2, then 0, 1, 2, 7, 8 or 9 (the
 * mobile ranges of New Zealand's numbering plan, 020 to 029 less its other uses), then six to eight digits.
 */
const NZ_MOBILE_INTERNATIONAL = /^(?:\+64|0064)(2[0-2789]\d{6,8})$/;
const NZ_MOBILE_NATIONAL = /^0(2[0-2789]\d{6,8})$/;
/** What a person puts between digits: spaces, hyphens, dots, brackets, and the trunk 0 written '(0)' after +61. */
const PHONE_PUNCTUATION = /\(0\)|[\s().-]/g;

/**
 * A mobile number as typed, in E.164 (+61412345678, +64211234567), or null. An Australian mobile anywhere; a New
 * Zealand one written with +64 anywhere, and with its trunk 0 (021 123 4567) on the New Zealand site only: on the
 * Australian site 02 8xxx xxxx is a Sydney landline.
 */
export function mobileE164(typed: string, country: ContactCountry = 'au'): string | null {
  const digits = typed.trim().replace(PHONE_PUNCTUATION, '');
  const australian = MOBILE_DIGITS.exec(digits);
  if (australian) return `+61${australian[1]}`;
  const newZealand =
    NZ_MOBILE_INTERNATIONAL.exec(digits) ?? (country === 'nz' ? NZ_MOBILE_NATIONAL.exec(digits) : null);
  return newZealand ? `+64${newZealand[1]}` : null;
}
