// Prose that names the site's phone numbers and email addresses, split so each can be a link (tel:, mailto:): the
// numbers and addresses are the ones in the site's data, found wherever a page's text names them.
import { email, phone, telHref } from '@ds/site/data';

export type ProsePart =
  | { text: string }
  | { text: string; href: string }
  /** A number that corporate mode swaps (SPEC): rendered as the site's phone link, which shows the right one. */
  | { text: string; phone: string; corporatePhone: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const contacts = [
  ...Object.values(phone).map((number) => ({ text: number, href: telHref(number) })),
  ...Object.values(email).map((address) => ({ text: address, href: `mailto:${address}` })),
];
// Longest first, so a number is never matched as part of a longer one.
const pattern = new RegExp(
  `(${contacts
    .map((contact) => contact.text)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`,
);
const hrefOf = new Map(contacts.map((contact) => [contact.text, contact.href]));

export function contactParts(text: string): ProsePart[] {
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => {
      if (piece === phone.headOffice) return { text: piece, phone: piece, corporatePhone: phone.corporate };
      const href = hrefOf.get(piece);
      return href ? { text: piece, href } : { text: piece };
    });
}
