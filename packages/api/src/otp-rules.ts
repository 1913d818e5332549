// The one-time code's rules that the server and the pages both state: how long a code lives and where a code can
// go. No schema here, so a page that says them carries none.

/** How long a code can be used after it is sent. */
export const CODE_LIFETIME_MINUTES = 5;
export const CODE_LIFETIME_MS = CODE_LIFETIME_MINUTES * 60_000;

/** What is said of a contact no code can go to, by the server and, before sending, by the pages. */
export const CONTACT_MESSAGE = 'Enter an Australian mobile number (04xx xxx xxx) or an email address.';
/** The longest contact a code can go to: an email address's limit (RFC 5321: a path of 256 octets, brackets included). */
export const CONTACT_MAX_LENGTH = 254;
/** An Australian mobile as its digits: +61, 0061, 61 or 0, then 4 and eight digits (captured). */
export const MOBILE_DIGITS = /^(?:\+61|0061|61|0)(4\d{8})$/;
/** What a person puts between digits: spaces, hyphens, dots, brackets, and the trunk 0 written '(0)' after +61. */
export const PHONE_PUNCTUATION = /\(0\)|[\s().-]/g;
