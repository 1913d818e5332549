// Codes by email, through an SMTP server (nodemailer). One pooled transport for the server's life.
import nodemailer from 'nodemailer';
import type { CodeDelivery } from './delivery';
import { DeliveryFailedError } from './delivery';
import type { CodeMessageInput } from './messages';
import { emailMessage } from './messages';
import type { SmtpSettings } from './settings';

/** A relay that has not answered by then is down for this send: the visitor is told at once and can try again. */
const SMTP_TIMEOUT_MS = 10_000;

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
      try {
        await transport.sendMail({ from: settings.from, to: contact, subject, text, html });
      } catch (error) {
        // nodemailer's message names the server's answer (550 …, ECONNREFUSED), not the message.
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryFailedError(`SMTP: ${reason}`, { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
