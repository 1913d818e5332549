import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE, contactProblem } from './contact';

describe('the contact a code goes to, checked before sending', () => {
  it('refuses nothing typed and what is plainly neither a mobile number nor an email address', () => {
    for (const contact of [
      '',
      '   ',
      'abc',
      '0412',
      '02 5550 1234',
      'alice@',
      '@example.com',
      'alice@example',
      `${'a'.repeat(5000)}@x.com`,
      `${'a'.repeat(249)}@x.com`,
    ])
      expect(contactProblem(contact), contact).toBe(CONTACT_MESSAGE);
  });

  it('takes a mobile however it is written, and an email address, leaving the finer checks to the server', () => {
    for (const contact of [
      '0412 345 678',
      '+61412345678',
      '(04) 1234-5678',
      '+61 (0)412 345 678',
      'alice@example.com',
      ' alice.owner+quotes@example.com.au ',
      `${'a'.repeat(248)}@x.com`,
    ])
      expect(contactProblem(contact), contact).toBeNull();
  });
});
