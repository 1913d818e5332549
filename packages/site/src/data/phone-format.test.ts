import { describe, expect, it } from 'vitest';
import { phone } from './brand';
import { formatPhone, internationalPhone, telHref } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['1300975707', '1300 975 707'],
    ['1800 975 707', '1800 975 707'],
    ['131234', '13 12 34'],
    ['0412345678', '0412 345 678'],
    ['0255501234', '02 5550 1234'],
    ['+61255501234', '+61 2 5550 1234'],
    ['+61412345678', '+61 412 345 678'],
    ['0800000000', '0800 000 000'],
  ])('writes %s as %s', (digits, written) => {
    expect(formatPhone(digits)).toBe(written);
  });

  it('refuses what it cannot write', () => {
    expect(() => formatPhone('12345')).toThrow(/not an Australian or New Zealand number/);
  });
});

describe('the numbers the site shows', () => {
  it('are each written by formatPhone, one way', () => {
    for (const [key, number] of Object.entries(phone)) expect(number, key).toBe(formatPhone(number));
  });

  it('link as their digits', () => {
    expect(telHref(phone.headOffice)).toBe('tel:1300975707');
    expect(telHref(phone.overseas)).toBe('tel:+61255501234');
  });
});

describe('internationalPhone', () => {
  it('writes a landline or mobile with the country code, and leaves numbers that cannot be dialled from abroad', () => {
    expect(internationalPhone('02 5550 1234')).toBe('+61 2 5550 1234');
    expect(internationalPhone('08 5550 0001')).toBe('+61 8 5550 0001');
    expect(internationalPhone('0491 570 006')).toBe('+61 491 570 006');
    expect(internationalPhone('1300 975 709')).toBe('1300 975 709');
    expect(internationalPhone('13 12 34')).toBe('13 12 34');
  });
});
