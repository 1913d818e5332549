import { describe, expect, it } from 'vitest';
import { brand } from './brand';

/** The ATO's ABN check: subtract 1 from the first digit, weight the 11 digits, and the sum divides by 89. */
function passesAbnChecksum(abn: string): boolean {
  const digits = abn.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 11) return false;
  digits[0] = (digits[0] ?? 0) - 1;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 89 === 0;
}

describe('company ABN', () => {
  it('is written ABN 00 000 000 000 and passes the ABN checksum', () => {
    expect(brand.companyAbn).toMatch(/^ABN \d{2} \d{3} \d{3} \d{3}$/);
    expect(passesAbnChecksum(brand.companyAbn)).toBe(true);
  });

  it('the checksum rejects a made-up number and accepts a known valid one', () => {
    expect(passesAbnChecksum('00 000 000 000')).toBe(false);
    expect(passesAbnChecksum('51 824 753 556')).toBe(true);
  });
});
