// The server's way of sending codes, from its settings: the demo inbox, or the live channels configured.
import type { OtpChannel } from '@ds/api/otp';
import type { Store } from '../../store/store';
import type { CodeDelivery } from './delivery';
import { DeliveryFailedError, channelOf } from './delivery';
import type { DemoDelivery } from './demo';
import { demoDelivery } from './demo';
import type { CodeMessageInput } from './messages';
import type { DeliverySettings } from './settings';
import { smsDelivery } from './sms';
import { smtpDelivery } from './smtp';

export type { CodeDelivery, DemoDelivery, DeliverySettings };
export { DeliveryFailedError, channelOf };

/** Live channels, each for the contacts it reaches: a mobile number goes by SMS, an address by email. */
function liveDelivery(channels: CodeDelivery[]): CodeDelivery {
  const byChannel = new Map<OtpChannel, CodeDelivery>();
  for (const delivery of channels) for (const channel of delivery.channels) byChannel.set(channel, delivery);
  return {
    mode: 'live',
    channels: [...byChannel.keys()],
    deliver(contact, code) {
      const delivery = byChannel.get(channelOf(contact));
      if (!delivery) return Promise.reject(new DeliveryFailedError(`no channel for ${channelOf(contact)}`));
      return delivery.deliver(contact, code);
    },
    async close() {
      await Promise.all(channels.map((delivery) => delivery.close()));
    },
  };
}

export function createDelivery(
  settings: DeliverySettings,
  store: Store,
  words: Omit<CodeMessageInput, 'code'>,
): CodeDelivery | DemoDelivery {
  if (settings.mode === 'demo') return demoDelivery(store, words);
  const channels: CodeDelivery[] = [];
  if (settings.smtp) channels.push(smtpDelivery(settings.smtp, words));
  if (settings.sms) channels.push(smsDelivery(settings.sms, words));
  return liveDelivery(channels);
}

export const isDemo = (delivery: CodeDelivery): delivery is DemoDelivery => delivery.mode === 'demo';
