'use client';
// The "appears after load" demo: buttons that show an announced alert, as a form does after saving. Each click
// mounts a fresh alert (a new key), so it is announced every time, like a new message would be.
import { useState } from 'react';
import { Alert } from '@ds/ui/alert';
import { Button, Stack } from '@ds/ui';
import styles from './page.module.css';

type Outcome = 'success' | 'error';

const messages: Record<Outcome, { title: string; body: string }> = {
  success: { title: 'Changes saved', body: 'Your contact details have been updated.' },
  error: { title: 'We couldn’t save your changes', body: 'Check your connection and try again.' },
};

export function AlertAppearsDemo() {
  const [shown, setShown] = useState<{ outcome: Outcome; count: number } | null>(null);
  const show = (outcome: Outcome) => setShown((last) => ({ outcome, count: (last?.count ?? 0) + 1 }));

  return (
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
  );
}
