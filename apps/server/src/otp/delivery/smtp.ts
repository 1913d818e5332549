// Codes by email, through an SMTP server (nodemailer). One pooled transport for the server's life.
import nodemailer from 'nodemailer';
import type { CodeDelivery } from './delivery';
import { DeliveryFailedError } from './delivery';
import type { CodeMessageInput } from './messages';
import { emailMessage } from './messages';
import type { SmtpSettings } from './settings';

/** A relay that has not answered by then is down for this send: the visitor is told at once and can try again. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Why a send failed, in words that never carry the recipient: the relay's reply often repeats the address
 * ('550 5.1.1 <alice@example.com>: Recipient address rejected'), so only its code, status and step are kept.
 */
function smtpReason(error: unknown): string {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const parts = [code, responseCode, command].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return parts.length > 0 ? parts.join(' ') : 'failed';
}

export function smtpDelivery(settings: SmtpSettings, words: Omit<CodeMessageInput, 'code'>): CodeDelivery {
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    mode: 'live',
    channels: ['email'],
    async deliver(contact, code) {
      const { subject, text, html } = emailMessage({ ...words, code });
      let timer: NodeJS.Timeout | undefined;
      // A message queued behind the pool's busy connections waits too: the whole send has one deadline.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
          SMTP_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([
          transport.sendMail({ from: settings.from, to: contact, subject, text, html }),
          late,
        ]);
      } catch (error) {
        throw new DeliveryFailedError(`SMTP: ${smtpReason(error)}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}
