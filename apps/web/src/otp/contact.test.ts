import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE, CONTACT_MESSAGES, contactProblem, contactToSend } from './contact';

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

  it('takes a New Zealand mobile with +64 anywhere, and with its trunk 0 on the New Zealand site', () => {
    expect(contactProblem('+64 21 123 4567')).toBeNull();
    expect(contactProblem('021 123 4567', 'nz')).toBeNull();
    expect(contactProblem('027 123 4567', 'nz')).toBeNull();
    expect(contactProblem('0412 345 678', 'nz')).toBeNull();
    // On the Australian site 02 8123 4567 is a Sydney landline.
    expect(contactProblem('02 8123 4567')).toBe(CONTACT_MESSAGE);
    expect(contactProblem('04 123 4567', 'nz')).toBe(CONTACT_MESSAGES.nz);
    expect(contactProblem('notanemail', 'nz')).toBe(
      'Enter a New Zealand mobile number (02x xxx xxxx) or an email address.',
    );
  });

  it('sends a mobile in E.164 and an email as typed', () => {
    expect(contactToSend('021 123 4567', 'nz')).toBe('+64211234567');
    expect(contactToSend('0412 345 678')).toBe('+61412345678');
    expect(contactToSend(' sam@example.com ')).toBe('sam@example.com');
  });
});
