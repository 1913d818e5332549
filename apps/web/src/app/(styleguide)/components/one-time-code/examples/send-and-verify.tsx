'use client';
// The One-time code page's Send and verify example: a code a visitor really receives. The site's API makes and
// checks it and sends it by the server's delivery; in demo mode (a server started without OTP_DELIVERY) the
// message lands in the demo inbox beside the control. A switch makes the next send fail, and any other six
// digits are a wrong code, so every message of the control can be seen; a send or check the server refuses shows
// the server's reason (a contact it cannot use, too many codes, an expired or used-up code).
import { useCallback, useRef, useState } from 'react';
import { Stack, Text } from '@ds/ui';
import { OneTimeCode } from '@ds/ui/one-time-code';
import type { OtpValidation } from '@ds/ui/one-time-code';
import { Switch } from '@ds/ui/switch';
import { TextInput } from '@ds/ui/text-input';
import { CODE_LIFETIME_MINUTES } from '@ds/api/otp-rules';
import { DemoInbox } from '@/otp/DemoInbox';
import { readInbox, sendCode, verifyCode } from '@/otp/otp-client';
import type { InboxMessage } from '@/otp/otp-client';
import { codeDeliveryMode, useCodeDelivery } from '@/otp/use-code-delivery';
import { useContactField } from '@/otp/use-contact-field';
import { createSessionStore } from '@ds/ui/hooks';
import layout from '@/styleguide/demo-with-panel.module.css';

// The contact is kept for the tab (a session store), so Back and Forward find it again.
const contactStore = createSessionStore('one-time-code-demo:contact', '', (stored) =>
  typeof stored === 'string' ? stored : '',
);

export default function SendAndVerify() {
  // Empty to start (or what this tab typed before): each visitor's codes go to their own (made-up) contact, and
  // so to their own demo inbox.
  const contact = contactStore.useValue();
  const [failNextSend, setFailNextSend] = useState(false);
  const [inbox, setInbox] = useState<InboxMessage[]>([]);
  const [verified, setVerified] = useState(false);
  const requestId = useRef<string | null>(null);
  const demo = useCodeDelivery() === 'demo';
  // An empty or wrong contact is said at its field, not under the code's boxes.
  const contactField = useContactField('one-time-code-demo-contact');
  const { check: checkContact, sendFailure } = contactField;

  const send = useCallback(async () => {
    checkContact(contact);
    if (failNextSend) {
      setFailNextSend(false);
      throw new Error('The demo send failed on purpose');
    }
    try {
      const sent = await sendCode(contact);
      requestId.current = sent.requestId;
    } catch (error) {
      throw sendFailure(error);
    }
    if ((await codeDeliveryMode()) === 'demo') setInbox((await readInbox(contact)).messages);
  }, [contact, failNextSend, checkContact, sendFailure]);

  // The server says why a code failed: a used-up or expired one needs a new code, not another try.
  const validate = useCallback(async (code: string): Promise<OtpValidation> => {
    if (!requestId.current) return false;
    const { valid, result } = await verifyCode(requestId.current, code);
    return result === 'expired' || result === 'exhausted' ? { valid: false, reason: result } : valid;
  }, []);

  return (
    <div className={layout.demo}>
      <Stack gap={5}>
        <TextInput
          {...contactField.fieldProps}
          label="Send the code to"
          help={
            demo
              ? 'An Australian mobile number or an email address. Made-up ones work: nothing is really sent.'
              : 'An Australian mobile number or an email address.'
          }
          value={contact}
          onChange={(typed) => {
            contactField.clear();
            contactStore.write(typed);
          }}
          autoComplete="off"
        />
        <Switch label="Make the next send fail" checked={failNextSend} onChange={setFailNextSend} />
        <OneTimeCode
          label="One-time code"
          formControlType="required"
          sendOtp={send}
          validateOtp={validate}
          onSuccess={() => setVerified(true)}
          contactInfo={contact ? `We will send a code to ${contact}.` : 'Enter where to send the code first.'}
          helpTitle="Help with your code"
          helpContent={
            <Text>
              We sent a six-digit code to the number or address above. It works once, for{' '}
              {CODE_LIFETIME_MINUTES} minutes. If it has not arrived, wait for the countdown to end and choose
              ‘Resend code’.
            </Text>
          }
        />
        {verified ? <Text>Your contact details are verified.</Text> : null}
      </Stack>
      {demo ? <DemoInbox messages={inbox} /> : null}
    </div>
  );
}
