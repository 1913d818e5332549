'use client';
// The Alert page’s Appears after load example: buttons that show an announced alert, as a form does after
// saving. Each click mounts a fresh alert (a new key), so it is announced every time, like a new message would be.
import { useState } from 'react';
import { Button, Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import styles from '../page.module.css';

type Outcome = 'success' | 'error';

const messages: Record<Outcome, { title: string; body: string }> = {
  success: { title: 'Changes saved', body: 'Your contact details have been updated.' },
  error: { title: 'We couldn’t save your changes', body: 'Check your connection and try again.' },
};

export default function AppearsAfterLoad() {
  const [shown, setShown] = useState<{ outcome: Outcome; count: number } | null>(null);
  const show = (outcome: Outcome) => setShown((last) => ({ outcome, count: (last?.count ?? 0) + 1 }));

  return (
    <Stack gap={5}>
      <Alert type="info" variation="soft" announce>
        This alert has announce too, but it was in the page’s HTML when the page loaded, so it is not in a
        live region and is not read out.
      </Alert>
      <Stack gap={4}>
        <div className={styles.actions}>
          <Button onClick={() => show('success')}>Save changes</Button>
          <Button variant="secondary" onClick={() => show('error')}>
            Save with an error
          </Button>
        </div>
        {shown ? (
          <Alert key={shown.count} type={shown.outcome} title={messages[shown.outcome].title} announce>
            {messages[shown.outcome].body}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}
