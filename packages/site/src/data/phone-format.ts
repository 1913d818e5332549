// Phone numbers written one way, the way Australia (and New Zealand) write them: 13, 1300 and 1800 numbers in the
// groups ACMA uses (13 12 34, 1300 975 707), mobiles 0412 345 678, landlines 02 5550 1234, and numbers for callers
// overseas in international form, +61 2 5550 1234. Every number the site shows is written by this one function.

/** `digits`: the number's digits, with a leading + for the international form. */
export function formatPhone(digits: string): string {
  const number = digits.replace(/[^\d+]/g, '');
  const groups = (...sizes: number[]) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(number.slice(at, at + size));
      at += size;
    }
    return parts.join(' ');
  };
  if (/^\+61\d{9}$/.test(number)) {
    // +61 then the number without its leading 0: 4 123 456 789 for a mobile, 2 5550 1234 for a landline.
    return number[3] === '4' ? groups(3, 3, 3, 3) : groups(3, 1, 4, 4);
  }
  if (/^13\d{4}$/.test(number)) return groups(2, 2, 2);
  if (/^1[38]00\d{6}$/.test(number)) return groups(4, 3, 3);
  if (/^0800\d{6}$/.test(number)) return groups(4, 3, 3);
  if (/^04\d{8}$/.test(number)) return groups(4, 3, 3);
  if (/^0[2378]\d{8}$/.test(number)) return groups(2, 4, 4);
  throw new Error(`formatPhone: "${digits}" is not an Australian or New Zealand number this site writes`);
}

/** The number for a tel: link: its digits (and a leading +), nothing else. */
export const telHref = (phoneNumber: string): string => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;

/**
 * A number as callers from abroad dial it, for structured data: '02 5550 1234' -> '+61 2 5550 1234'. 13, 1300 and
 * 1800 numbers cannot be dialled from abroad: they stay as they are written.
 */
export function internationalPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/[^\d+]/g, '');
  return /^0[2-478]\d{8}$/.test(digits) ? formatPhone(`+61${digits.slice(1)}`) : formatPhone(digits);
}
