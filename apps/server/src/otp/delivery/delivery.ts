// What a way of sending codes does. Each channel (demo inbox, email, SMS gateway) is one of these.
import type { OtpChannel } from '@ds/api/otp';

export interface CodeDelivery {
  /** demo: nothing leaves (the inbox shows it); live: the code really goes out. */
  readonly mode: 'demo' | 'live';
  /** The kinds of contact it can reach. */
  readonly channels: readonly OtpChannel[];
  /** Sends `code` to `contact` (normalised: +614…, +642… or an address); rejects with DeliveryFailedError when it cannot. */
  deliver(contact: string, code: string): Promise<void>;
  close(): Promise<void>;
}

/** The channel could not take the message (refused, failed, too slow). Its message says why, never the code. */
export class DeliveryFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeliveryFailedError';
  }
}

/** An email address has an @ (and may start with +); a normalised mobile number (+61…) has none. */
export const channelOf = (contact: string): OtpChannel => (contact.includes('@') ? 'email' : 'sms');
