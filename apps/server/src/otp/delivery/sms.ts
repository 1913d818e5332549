// Codes by text message, through an HTTP SMS gateway. The request is one JSON POST (README, "Sending codes"):
//   POST SMS_GATEWAY_URL
//   Authorization: Bearer SMS_GATEWAY_KEY
//   { "to": "+61412345678", "text": "…", "from": "…" }
// and any 2xx is taken as accepted. The common gateways' REST APIs take this with a small adapter in front (a
// field renamed, the key in another header); the key never leaves the server.
import type { CodeDelivery } from './delivery';
import { DeliveryFailedError } from './delivery';
import type { CodeMessageInput } from './messages';
import { smsMessage } from './messages';
import type { SmsSettings } from './settings';

/** A gateway that has not answered by then is down for this send. */
export const SMS_TIMEOUT_MS = 5_000;

export function smsDelivery(
  settings: SmsSettings,
  words: Omit<CodeMessageInput, 'code'>,
  timeoutMs = SMS_TIMEOUT_MS,
): CodeDelivery {
  return {
    mode: 'live',
    channels: ['sms'],
    async deliver(contact, code) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            to: contact,
            text: smsMessage({ ...words, code }),
            ...(settings.from ? { from: settings.from } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The name only: a message could quote the request (its authorization header among it).
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'no answer';
        throw new DeliveryFailedError(`SMS gateway: ${reason}`, { cause: error });
      }
      // The body is read and dropped either way, so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new DeliveryFailedError(`SMS gateway answered ${response.status}`);
    },
    async close() {},
  };
}
