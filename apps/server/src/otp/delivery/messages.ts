// The words of a one-time code message: an email (plain text and HTML) and a text message. The expiry comes from
// the one TTL; there is never a link to click (a code is typed where it was asked for, so a forged message has
// nothing to lure anyone to).
import { OTP_TTL_MS } from '../otp-service';

export interface CodeMessageInput {
  code: string;
  /** The brand the visitor is dealing with. */
  brandName: string;
  /** The site's host, for the line browsers' one-time-code autofill reads (`@host #code`); null leaves it out. */
  host: string | null;
}

export const expiryMinutes = (): number => Math.round(OTP_TTL_MS / 60_000);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function emailMessage({ code, brandName }: CodeMessageInput) {
  const minutes = expiryMinutes();
  const subject = `${code} is your ${brandName} code`;
  const text = [
    `Your ${brandName} one-time code is ${code}.`,
    '',
    `It expires in ${minutes} minutes. Type it where you asked for it.`,
    `Never share it: ${brandName} will never ask you for it.`,
    '',
    'If you did not ask for a code, you can ignore this email.',
  ].join('\n');
  const brand = escapeHtml(brandName);
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<p>Your ${brand} one-time code is</p>
<p><strong style="font-size:1.5em;letter-spacing:0.2em">${code}</strong></p>
<p>It expires in ${minutes} minutes. Type it where you asked for it.</p>
<p>Never share it: ${brand} will never ask you for it.</p>
<p>If you did not ask for a code, you can ignore this email.</p>
</body>
</html>
`;
  return { subject, text, html };
}

/** The GSM 03.38 basic character set: a message of these alone fits 160 characters in one SMS. */
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

export const isGsm7 = (text: string): boolean => [...text].every((character) => GSM_7.includes(character));

/**
 * The code first (so a notification shows it), then the expiry, then the origin-bound line of the WebOTP and
 * autofill format, which lets the browser offer the code on that site only.
 */
export function smsMessage({ code, brandName, host }: CodeMessageInput): string {
  const lines = [
    `${code} is your ${brandName} one-time code. It expires in ${expiryMinutes()} minutes. Never share it.`,
  ];
  if (host) lines.push('', `@${host} #${code}`);
  return lines.join('\n');
}
