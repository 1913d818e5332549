// What the API tests share: a JSON POST for inject, and a code sent to a contact and read from its demo inbox.
import type { FastifyInstance } from 'fastify';
import { products } from '@ds/product/data';
import type { QuoteAnswers } from '@ds/product/quote';

export const json = (payload: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

/** Sends a code to `contact` and reads it from the demo inbox. */
export async function sendAndRead(app: FastifyInstance, contact: string) {
  const sent = await app.inject({ url: '/api/otp/send', ...json({ contact }) });
  expect(sent.statusCode).toBe(200);
  const inbox = await app.inject({ url: `/api/otp/inbox?contact=${encodeURIComponent(contact)}` });
  const code = /(\d{6}) is your/.exec(inbox.json().messages[0].text)![1]!;
  return { requestId: sent.json().requestId as string, code };
}

/** A code sent, read and verified: the requestId then vouches for one save. */
export async function verifiedRequestId(app: FastifyInstance, contact = '0412 345 678'): Promise<string> {
  const { requestId, code } = await sendAndRead(app, contact);
  const verified = await app.inject({ url: '/api/otp/verify', ...json({ requestId, code }) });
  expect(verified.json().valid).toBe(true);
  return requestId;
}

/** A wrong code for `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A single's answers in Victoria, valid on any day. */
export const singleAnswers: QuoteAnswers = {
  cover: 'single',
  state: 'VIC',
  adults: [{ dateOfBirth: '1985-04-12', heldHospitalCover: false }],
  children: 0,
  income: 'base',
  frequency: 'monthly',
};

/** A hospital cover sold in Victoria, where `singleAnswers` live. */
export const hospitalInVictoria = products.find(
  (product) => product.type === 'hospital' && product.availableIn.includes('VIC'),
)!;

/** A kind of application and answers of it valid on any day (a single's NZ quote): for the service's own tests. */
export const anApplication = {
  kind: 'nz-quote',
  answers: {
    cover: 'just-me',
    adults: [{ age: 35, smoker: false }],
    children: [],
    planId: 'everyday',
    excess: 500,
  },
};
