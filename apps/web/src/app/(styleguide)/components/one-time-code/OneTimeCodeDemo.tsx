'use client';
// A one-time code a visitor really receives: the site's API makes and checks it, and because there is no SMS
// gateway the message lands in the demo inbox beside the control. A switch makes the next send fail, and any
// other six digits are a wrong code, so every message of the control can be seen.
import { useCallback, useRef, useState } from 'react';
import { Heading, Stack, Text } from '@ds/ui';
import { OneTimeCode } from '@ds/ui/one-time-code';
import { Switch } from '@ds/ui/switch';
import { TextInput } from '@ds/ui/text-input';
import { readInbox, sendCode, verifyCode } from './otp-client';
import type { InboxMessage } from './otp-client';
import styles from './page.module.css';

export function OneTimeCodeDemo() {
  // Empty to start: each visitor's codes go to their own (made-up) contact, and so to their own demo inbox.
  const [contact, setContact] = useState('');
  const [failNextSend, setFailNextSend] = useState(false);
  const [inbox, setInbox] = useState<InboxMessage[]>([]);
  const [verified, setVerified] = useState(false);
  const requestId = useRef<string | null>(null);

  const send = useCallback(async () => {
    if (failNextSend) {
      setFailNextSend(false);
      throw new Error('The demo send failed on purpose');
    }
    const sent = await sendCode(contact);
    requestId.current = sent.requestId;
    setInbox((await readInbox(contact)).messages);
  }, [contact, failNextSend]);

  const validate = useCallback(async (code: string) => {
    if (!requestId.current) return false;
    return (await verifyCode(requestId.current, code)).valid;
  }, []);

  return (
    <div className={styles.demo}>
      <Stack gap={5}>
        <TextInput
          label="Send the code to"
          help="An Australian mobile number or an email address. Made-up ones work: nothing is really sent."
          value={contact}
          onChange={setContact}
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
              We sent a six-digit code to the number or address above. It works once, for 5 minutes. If it has
              not arrived, wait for the countdown to end and choose ‘Resend code’.
            </Text>
          }
        />
        {verified ? <Text>Your contact details are verified.</Text> : null}
      </Stack>
      <section className={styles.inbox} aria-labelledby="demo-inbox-heading">
        <Heading level={3} size="md" id="demo-inbox-heading">
          Demo inbox
        </Heading>
        <Text size="sm" tone="muted">
          No text message or email is really sent: the message you would receive appears here.
        </Text>
        {inbox.length === 0 ? (
          <Text size="sm">No messages yet.</Text>
        ) : (
          <ol className={styles.messages} aria-live="polite">
            {inbox.map((message) => (
              <li key={message.sentAt + message.text}>{message.text}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
