// The demo: no message leaves. The text a visitor would receive is kept in a short list per contact (the demo
// inbox, GET /api/otp/inbox, shown on the one-time-code page and in the quote journey), for the code's lifetime.
import type { InboxMessage } from '@ds/api/otp';
import type { Store } from '../../store/store';
import { OTP_TTL_MS } from '../otp-service';
import type { CodeDelivery } from './delivery';
import type { CodeMessageInput } from './messages';
import { smsMessage } from './messages';

const INBOX_SIZE = 5;
const inboxKey = (contact: string) => `otp:inbox:${contact}`;

export interface DemoDelivery extends CodeDelivery {
  readInbox(contact: string): Promise<InboxMessage[]>;
}

export function demoDelivery(store: Store, words: Omit<CodeMessageInput, 'code'>): DemoDelivery {
  return {
    mode: 'demo',
    channels: ['sms', 'email'],
    async deliver(contact, code) {
      const message: InboxMessage = {
        sentAt: new Date().toISOString(),
        text: smsMessage({ ...words, code }),
      };
      await store.pushRecent(inboxKey(contact), JSON.stringify(message), INBOX_SIZE, OTP_TTL_MS);
    },
    async readInbox(contact) {
      return (await store.list(inboxKey(contact))).map((entry) => JSON.parse(entry) as InboxMessage);
    },
    async close() {},
  };
}
