// Contacts written one way: a mobile in E.164 however it is typed, an email with a lower-case domain; the limit's
// key folds plus tags; characters that make one address look like another are refused.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { SENDS_PER_CONTACT } from '../src/api/otp';
import { CONTACT_MESSAGE, contactLimitKey, normaliseContact } from '../src/otp/contact';
import { json } from './api-helpers';

const SEVEN_WAYS = [
  '0412 345 678',
  '+61412345678',
  '(04) 1234-5678',
  '0412-345-678',
  '+61 412 345 678',
  '61412345678',
  '+61 (0)412 345 678',
  '0412.345.678',
];

describe('normaliseContact', () => {
  it.each(SEVEN_WAYS)('writes the mobile %j as +61412345678', (raw) => {
    expect(normaliseContact(raw)).toBe('+61412345678');
  });

  it.each(['+64 21 123 4567', '+64211234567', '0064 21 123 4567', '+64 (0)21 123 4567'])(
    'writes the New Zealand mobile %j as +64211234567',
    (raw) => {
      expect(normaliseContact(raw)).toBe('+64211234567');
    },
  );

  it('lower-cases an email’s domain and keeps its local part', () => {
    expect(normaliseContact(' Sam.Lee+quotes@Example.COM ')).toBe('Sam.Lee+quotes@example.com');
  });

  it.each([
    ['a trailing root dot', 'victim@example.com.', 'victim@example.com'],
    ['full-width letters', 'victim@ｅｘａｍｐｌｅ.com', 'victim@example.com'],
    ['an internationalised domain', 'victim@exämple.com', 'victim@xn--exmple-cua.com'],
    ['its punycode', 'victim@XN--EXMPLE-CUA.com', 'victim@xn--exmple-cua.com'],
    ['an accent typed as a combining mark', 'jose\u0301@example.com', 'jos\u00e9@example.com'],
  ])('writes a domain with %s the way DNS reads it', (_what, raw, contact) => {
    expect(normaliseContact(raw)).toBe(contact);
  });

  it.each([
    ['a NUL', 'sam\u0000@example.com'],
    ['a right-to-left override', 'sam\u202E@example.com'],
    ['a zero-width space', 'sam\u200B@example.com'],
    ['a lone surrogate', 'sam\uD800@example.com'],
    ['a line separator', 'sam@example.com\u2028'],
    ['a tab', '0412\t345678'],
    ['a landline', '02 5550 1234'],
    ['a Sydney landline shaped like a New Zealand mobile with its trunk 0', '02 8123 4567'],
    ['a New Zealand landline', '+64 4 123 4567'],
    ['too few digits', '0412 345 67'],
    ['no domain', 'sam@'],
    ['a quoted local part', '"victim"@example.com'],
    ['a combining grapheme joiner', 'victim\u034F@example.com'],
    ['a Hangul filler', 'victim\u3164@example.com'],
    ['an empty domain label', 'victim@example.com..'],
    ['a domain with one label', 'victim@localhost'],
    ['consecutive dots', 'vic..tim@example.com'],
  ])('refuses %s', (_what, raw) => {
    expect(normaliseContact(raw)).toBeNull();
  });
});

describe('contactLimitKey', () => {
  it('folds plus tags and case for an email, and leaves a mobile as it is', () => {
    expect(contactLimitKey('Sam+1@example.com')).toBe('sam@example.com');
    expect(contactLimitKey('sam+a+b@example.com')).toBe('sam@example.com');
    expect(contactLimitKey('+61412345678')).toBe('+61412345678');
  });
});

describe('POST /api/otp/send, by contact', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    // Each send from its own client, so only the per-contact limit counts.
    app = buildServer();
  });
  afterEach(() => app.close());
  const send = (contact: string, n: number) =>
    app.inject({ url: '/api/otp/send', remoteAddress: `192.0.2.${n}`, ...json({ contact }) });

  it('counts a mobile written seven ways as one contact', async () => {
    const statuses = [];
    for (const [n, contact] of SEVEN_WAYS.entries()) statuses.push((await send(contact, n)).statusCode);
    expect(statuses).toEqual([
      ...Array<number>(SENDS_PER_CONTACT).fill(200),
      ...Array<number>(SEVEN_WAYS.length - SENDS_PER_CONTACT).fill(429),
    ]);
  });

  it('counts name+1@, name+2@ ... as one mailbox', async () => {
    const statuses = [];
    for (let n = 1; n <= 8; n += 1) statuses.push((await send(`name+${n}@example.com`, n)).statusCode);
    expect(statuses).toEqual([...Array<number>(SENDS_PER_CONTACT).fill(200), 429, 429, 429]);
  });

  it.each(['sam\u0000@example.com', 'sam\u202E@example.com', 'sam\uD800@example.com'])(
    'refuses %j with the field’s message',
    async (contact) => {
      const response = await send(contact, 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'invalid_body', message: CONTACT_MESSAGE });
    },
  );
});
