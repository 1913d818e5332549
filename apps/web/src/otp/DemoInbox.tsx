'use client';
// The demo inbox: in demo mode (the server's OTP_DELIVERY) no message leaves, so the one a visitor would receive is
// shown here, clearly labelled. Its live region is always in the page, so the first message is announced too. Only
// the newest code works (the page checks against the latest send): older messages say they were replaced.
import { Heading, Text } from '@ds/ui';
import type { InboxMessage } from './otp-client';

/** Said of every message but the newest (the list is newest first). */
export const REPLACED_NOTE = 'Replaced by a newer code: this one no longer works.';

/** What the demo says of itself, on every page that shows its inbox. */
export const DEMO_NOTE = 'Demo: no message is really sent; it appears below.';
import layout from '@/styleguide/demo-with-panel.module.css';
import styles from './DemoInbox.module.css';

export function DemoInbox({
  messages,
  headingLevel = 3,
}: {
  messages: readonly InboxMessage[];
  headingLevel?: 2 | 3;
}) {
  return (
    <section className={layout.panel} aria-labelledby="demo-inbox-heading">
      <Heading level={headingLevel} size="md" id="demo-inbox-heading">
        Demo inbox
      </Heading>
      <Text size="sm" tone="muted">
        {DEMO_NOTE}
      </Text>
      <div aria-live="polite">
        {messages.length === 0 ? (
          <Text size="sm">No messages yet.</Text>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message, index) => (
              <li key={message.sentAt + message.text} className={index > 0 ? styles.replaced : undefined}>
                {index > 0 ? (
                  <>
                    <s>{message.text}</s>
                    <span className={styles.replacedNote}> {REPLACED_NOTE}</span>
                  </>
                ) : (
                  message.text
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
