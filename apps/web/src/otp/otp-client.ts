// The page's calls to the site's one-time-code API (apps/server/src/api/otp.ts): send, verify, how codes leave, and
// the demo inbox. Each reply is checked against the schema the server declares (@ds/api/otp), loaded with the first
// call. A refusal the API words for visitors ('Too many codes sent …') is thrown as a OneTimeCodeError, which the
// control shows as the failure's detail, except a send's 400, a refusal of the contact itself, thrown as a
// ContactRefusedError for the contact's field to show; anything else as it came.
import { ApiError, fetchJson } from '@ds/api/fetch-json';
import type { FetchJsonInit } from '@ds/api/fetch-json';
import type { DeliveryReply, InboxMessage, VerifyResult } from '@ds/api/otp';
import { OneTimeCodeError } from '@ds/ui/one-time-code';

export type { DeliveryReply, InboxMessage, VerifyResult };

const schemas = () => import('@ds/api/otp');

/**
 * The server refused the contact a code was to go to (not a mobile number or email it takes, or one no channel
 * here reaches); the message is the server's, for the contact's field.
 */
export class ContactRefusedError extends Error {
  override name = 'ContactRefusedError';
}

async function call<Reply>(
  run: () => Promise<Reply>,
  { badRequestRefusesContact = false } = {},
): Promise<Reply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError && error.visitorMessage)) throw error;
    if (badRequestRefusesContact && error.status === 400) throw new ContactRefusedError(error.visitorMessage);
    throw new OneTimeCodeError(error.visitorMessage);
  }
}

const post = (body: unknown): FetchJsonInit => ({ method: 'POST', body });

export const sendCode = (contact: string) =>
  call(
    () => fetchJson('/api/otp/send', () => schemas().then((s) => s.sendCodeReplySchema), post({ contact })),
    // Its body is the contact alone: a 400 refuses the contact.
    { badRequestRefusesContact: true },
  );

export const verifyCode = (requestId: string, code: string) =>
  call(() =>
    fetchJson(
      '/api/otp/verify',
      () => schemas().then((s) => s.verifyCodeReplySchema),
      post({ requestId, code }),
    ),
  );

export const readInbox = (contact: string) =>
  call(() =>
    fetchJson(`/api/otp/inbox?contact=${encodeURIComponent(contact)}`, () =>
      schemas().then((s) => s.inboxReplySchema),
    ),
  );

/** How this server's codes leave: 'demo' (the demo inbox, nothing sent) or 'live', and to which kinds of contact. */
export const readDelivery = () =>
  fetchJson('/api/otp/delivery', () => schemas().then((s) => s.deliveryReplySchema));
