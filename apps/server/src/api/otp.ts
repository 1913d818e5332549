// POST /api/otp/send, POST /api/otp/verify, GET /api/otp/delivery and, in demo mode only, GET /api/otp/inbox:
// one-time codes for the one-time-code control. A code leaves by the configured delivery (the demo inbox, email or
// SMS: otp/delivery). Limits: per client (the rate-limit plugin) and per contact (a counter in the store); a code
// that could not be delivered counts against neither. When the store cannot answer, the error handler says 503.
import * as z from 'zod/mini';
import {
  deliveryReplySchema,
  inboxReplySchema,
  sendCodeReplySchema,
  verifyCodeBodySchema,
  verifyCodeReplySchema,
} from '@ds/api/otp';
import type { DeliveryReply } from '@ds/api/otp';
import { contactLimitKey, contactSchema } from '../otp/contact';
import { DeliveryFailedError, channelOf, isDemo } from '../otp/delivery';
import { OTP_TTL_MS, createOtpService } from '../otp/otp-service';
import { STORE_BUDGET_MS, withStoreDeadline } from '../store/request-deadline';
import { counterKey } from '../store/rate-limit-store';
import type { ApiPlugin } from './helpers';
import { errorReplies, sendApiError } from './helpers';

export const prefix = '/api/otp';

const SEND_LIMIT = { max: 10, timeWindow: 60_000 };
const VERIFY_LIMIT = { max: 30, timeWindow: 60_000 };
/** Codes one contact may be sent in a window, whoever asks. */
export const SENDS_PER_CONTACT = 5;
const CONTACT_WINDOW_MS = 15 * 60_000;
/** Failed deliveries refunded per client (a minute) and per contact (15 minutes); later ones count. */
export const REFUNDED_FAILURES = 3;

const sendBodySchema = z.object({ contact: contactSchema }, { error: 'Send a JSON body with a contact' });
const inboxQuerySchema = z.object({ contact: contactSchema });

const CHANNEL_NAMES = { sms: 'text message to a mobile number', email: 'email' } as const;

export const plugin: ApiPlugin = async (app, { store, delivery }) => {
  const otp = createOtpService(store);
  const contactKey = (contact: string) => `otp-contact:${contactLimitKey(contact)}`;
  // Counted after the body is validated, so the key is the normalised contact with the spellings that reach one
  // person folded (contact.ts); a store that is down fails this check (no skipping), and the send answers 503.
  const contactLimit = app.createRateLimit({
    max: SENDS_PER_CONTACT,
    timeWindow: CONTACT_WINDOW_MS,
    skipOnError: false,
    keyGenerator: (request) => contactKey(sendBodySchema.parse(request.body).contact),
  });
  // The key the client's send limit counted each send under, to take the count back when delivery fails.
  const clientKeys = new WeakMap<object, string>();
  const sendLimit = {
    ...SEND_LIMIT,
    onExceeding: (request: object, key: string) => clientKeys.set(request, key),
  };
  /**
   * A send whose code could not be delivered counts against neither limit: the visitor got nothing. Only the first
   * few failures a client or a contact has in a window are refunded, so sends that always fail (an address the relay
   * refuses, a gateway down) cannot call the relay or gateway without limit. Delivery may have taken longer than
   * the request's store budget: the refund gets one of its own, and a refund that fails changes only the counts.
   */
  const refundFailedSend = (clientKey: string | undefined, contactCounterKey: string) =>
    withStoreDeadline(performance.now() + STORE_BUDGET_MS, async () => {
      const failures = await Promise.all([
        clientKey === undefined ? null : store.increment(`otp-failed:${clientKey}`, SEND_LIMIT.timeWindow),
        store.increment(`otp-failed:${contactCounterKey}`, CONTACT_WINDOW_MS),
      ]);
      if (clientKey === undefined || failures.some((counter) => (counter?.count ?? 0) > REFUNDED_FAILURES))
        return;
      await Promise.all([
        store.refund(counterKey({ method: 'POST', url: `${prefix}/send` }, clientKey)),
        store.refund(counterKey({}, contactCounterKey)),
      ]);
    }).catch((error: unknown) => app.log.error({ err: error }, 'a failed send could not be refunded'));

  const deliveryReply: DeliveryReply = { mode: delivery.mode, channels: [...delivery.channels] };

  app.get(
    '/delivery',
    { schema: { response: { 200: deliveryReplySchema, ...errorReplies() } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(deliveryReply),
  );

  app.post(
    '/send',
    {
      config: { rateLimit: sendLimit, unavailableMessage: 'Codes cannot be sent right now, try again soon' },
      schema: {
        body: sendBodySchema,
        response: { 200: sendCodeReplySchema, ...errorReplies(400, 413, 415, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const { contact } = request.body;
      const channel = channelOf(contact);
      if (!delivery.channels.includes(channel)) {
        const other = delivery.channels.map((name) => CHANNEL_NAMES[name]).join(' or ');
        return sendApiError(reply, 400, 'channel_unavailable', `Codes can only be sent by ${other} here`);
      }
      const sends = await contactLimit(request);
      if (!sends.isAllowed && sends.isExceeded) {
        return sendApiError(
          reply.header('retry-after', String(sends.ttlInSeconds)),
          429,
          'rate_limited',
          'Too many codes sent to this contact, try again later',
        );
      }
      const { requestId, code } = await otp.send(contact);
      try {
        await delivery.deliver(contact, code);
      } catch (error) {
        if (!(error instanceof DeliveryFailedError)) throw error;
        // Why, for the operator; never the code or the contact.
        request.log.warn({ channel, reason: error.message }, 'a one-time code could not be delivered');
        await refundFailedSend(clientKeys.get(request), sends.key);
        return sendApiError(
          reply,
          502,
          'delivery_failed',
          'Something went wrong while sending the code. Please try again.',
        );
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ requestId, expiresInSeconds: OTP_TTL_MS / 1000, channel });
    },
  );

  app.post(
    '/verify',
    {
      config: {
        rateLimit: VERIFY_LIMIT,
        unavailableMessage: 'Codes cannot be checked right now, try again soon',
      },
      schema: {
        body: verifyCodeBodySchema,
        response: { 200: verifyCodeReplySchema, ...errorReplies(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const result = await otp.verify(request.body.requestId, request.body.code);
      return reply.header('cache-control', 'no-store').send({ valid: result === 'matched', result });
    },
  );

  // The demo inbox exists only in demo mode: with real delivery, reading a contact's codes here would let anyone
  // verify any number or address.
  if (isDemo(delivery)) {
    const demo = delivery;
    app.get(
      '/inbox',
      {
        config: { rateLimit: VERIFY_LIMIT, unavailableMessage: 'The demo inbox cannot be read right now' },
        schema: {
          querystring: inboxQuerySchema,
          response: { 200: inboxReplySchema, ...errorReplies(400, 429, 503) },
        },
      },
      async (request, reply) => {
        const messages = await demo.readInbox(request.query.contact);
        return reply.header('cache-control', 'no-store').send({ messages });
      },
    );
  }
};
