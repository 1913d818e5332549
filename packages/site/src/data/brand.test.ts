import { describe, expect, it } from 'vitest';
import { phone } from './brand';

describe('phone numbers as shown', () => {
  it('shows the head-office number grouped as 13 00 975 707', () => {
    expect(phone.headOffice).toBe('13 00 975 707');
  });

  it('writes every other Australian 1300 and 1800 number as 1300 975 707 (four, three, three)', () => {
    const others = Object.entries(phone).filter(
      ([key, number]) => key !== 'headOffice' && /^1[38]00/.test(number.replace(/\s/g, '')),
    );
    expect(others.length).toBeGreaterThan(5);
    for (const [key, number] of others) expect(number, key).toMatch(/^1[38]00 \d{3} \d{3}$/);
  });
});
