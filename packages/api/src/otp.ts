// The one-time-code API (POST /api/otp/send, POST /api/otp/verify, GET /api/otp/delivery and, in demo mode only,
// GET /api/otp/inbox): what each takes and answers. The server declares its routes with these schemas (and
// narrows the contact further: contact.ts), and the pages' client checks every reply with them.
import * as z from 'zod/mini';
import { requestIdSchema } from './request-id';

export const OTP_LENGTH = 6;

/** How a code can leave: a text message to a mobile number, an email to an address. */
export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

export const sendCodeReplySchema = z.object({
  requestId: z.string(),
  expiresInSeconds: z.number(),
  /** How this code left. */
  channel: z.enum(OTP_CHANNELS),
});

export const verifyCodeBodySchema = z.object(
  {
    requestId: requestIdSchema(),
    code: z
      .string({ error: 'code is required' })
      .check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `code must be ${OTP_LENGTH} digits` })),
  },
  { error: 'Send a JSON body with requestId and code' },
);

export const VERIFY_RESULTS = ['matched', 'mismatch', 'expired', 'exhausted'] as const;
export type VerifyResult = (typeof VERIFY_RESULTS)[number];

export const verifyCodeReplySchema = z.object({
  valid: z.boolean(),
  result: z.enum(VERIFY_RESULTS),
});

/** demo: nothing leaves, each message lands in the demo inbox; live: codes go by the channels listed. */
export const deliveryReplySchema = z.object({
  mode: z.enum(['demo', 'live']),
  channels: z.array(z.enum(OTP_CHANNELS)),
});
export type DeliveryReply = z.infer<typeof deliveryReplySchema>;

export const inboxMessageSchema = z.object({ sentAt: z.string(), text: z.string() });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxReplySchema = z.object({ messages: z.array(inboxMessageSchema) });
