// POST /api/otp/send, POST /api/otp/verify and GET /api/otp/inbox: one-time codes for the one-time-code
// control. There is no SMS gateway: a sent code lands in the demo inbox of its contact, which the component page
// shows, clearly labelled. Limits: per client (the rate-limit plugin) and per contact (a counter in the store).
// When the store cannot answer (down, or past its deadline), the endpoints say 503 rather than hang.
import { z } from 'zod';
import { brand } from '@ds/site/data';
import { contactLimitKey, contactSchema } from '../otp/contact';
import { OTP_LENGTH, OTP_TTL_MS, createOtpService } from '../otp/otp-service';
import type { ApiPlugin } from './helpers';
import { parseBody, parseQuery, sendApiError } from './helpers';

export const prefix = '/api/otp';

const SEND_LIMIT = { max: 10, timeWindow: 60_000 };
const VERIFY_LIMIT = { max: 30, timeWindow: 60_000 };
/** Codes one contact may be sent in a window, whoever asks. */
export const SENDS_PER_CONTACT = 5;
const CONTACT_WINDOW_MS = 15 * 60_000;
const INBOX_SIZE = 5;

const sendSchema = z.object({ contact: contactSchema }, { error: 'Send a JSON body with a contact' });
const verifySchema = z.object(
  {
    requestId: z
      .string({ error: 'requestId is required' })
      .regex(/^[\w-]{16,64}$/, { error: 'requestId is malformed' }),
    code: z.string({ error: 'code is required' }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), {
      error: `code must be ${OTP_LENGTH} digits`,
    }),
  },
  { error: 'Send a JSON body with requestId and code' },
);
const inboxSchema = z.object({ contact: contactSchema });

export interface InboxMessage {
  sentAt: string;
  text: string;
}

export const plugin: ApiPlugin = async (app, { store }) => {
  const otp = createOtpService(store);
  const inboxKey = (contact: string) => `otp:inbox:${contact}`;
  // Counted after the body is validated, so the key is the normalised contact with the spellings that reach one
  // person folded (contact.ts); a store that is down fails this check (no skipping), and the send answers 503.
  const contactLimit = app.createRateLimit({
    max: SENDS_PER_CONTACT,
    timeWindow: CONTACT_WINDOW_MS,
    skipOnError: false,
    keyGenerator: (request) => `otp-contact:${contactLimitKey(sendSchema.parse(request.body).contact)}`,
  });

  const unavailable = (error: unknown) => {
    app.log.error({ err: error }, 'one-time-code store unavailable');
  };

  app.post('/send', { config: { rateLimit: SEND_LIMIT } }, async (request, reply) => {
    const body = parseBody(request, reply, sendSchema);
    if (!body) return reply;
    try {
      const sends = await contactLimit(request);
      if (!sends.isAllowed && sends.isExceeded) {
        return sendApiError(
          reply.header('retry-after', String(sends.ttlInSeconds)),
          429,
          'rate_limited',
          'Too many codes sent to this contact, try again later',
        );
      }
      const { requestId, code } = await otp.send(body.contact);
      const message: InboxMessage = {
        sentAt: new Date().toISOString(),
        text: `Your ${brand.main} one-time code is ${code}. It expires in 5 minutes. Never share it.`,
      };
      await store.pushRecent(inboxKey(body.contact), JSON.stringify(message), INBOX_SIZE, OTP_TTL_MS);
      return reply
        .header('cache-control', 'no-store')
        .send({ requestId, expiresInSeconds: OTP_TTL_MS / 1000 });
    } catch (error) {
      unavailable(error);
      return sendApiError(reply, 503, 'store_unavailable', 'Codes cannot be sent right now, try again soon');
    }
  });

  app.post('/verify', { config: { rateLimit: VERIFY_LIMIT } }, async (request, reply) => {
    const body = parseBody(request, reply, verifySchema);
    if (!body) return reply;
    try {
      const result = await otp.verify(body.requestId, body.code);
      return reply.header('cache-control', 'no-store').send({ valid: result === 'matched', result });
    } catch (error) {
      unavailable(error);
      return sendApiError(
        reply,
        503,
        'store_unavailable',
        'Codes cannot be checked right now, try again soon',
      );
    }
  });

  app.get('/inbox', { config: { rateLimit: VERIFY_LIMIT } }, async (request, reply) => {
    const query = parseQuery(request, reply, inboxSchema);
    if (!query) return reply;
    try {
      const messages = (await store.list(inboxKey(query.contact))).map(
        (entry) => JSON.parse(entry) as InboxMessage,
      );
      return reply.header('cache-control', 'no-store').send({ messages });
    } catch (error) {
      unavailable(error);
      return sendApiError(reply, 503, 'store_unavailable', 'The demo inbox cannot be read right now');
    }
  });
};
