'use client';
// A saved quote or application, opened from its link (`…/saved?id=...`): fetched from its service, with a loading
// state, a clear message for an unknown or expired link, and a retry when the service cannot answer. Every journey's
// saved page is this, with what it shows of the record (its children) and the way to start again.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { useUrlSearch } from '@ds/ui/hooks';
import { ApiError } from '@ds/api/fetch-json';
import { PhoneLink } from '@ds/site';
import styles from './SavedRecord.module.css';

type View<Record> =
  { status: 'loading' } | { status: 'found'; record: Record } | { status: 'missing' } | { status: 'failed' };

/** Starting again starts empty: on a shared computer the last person's answers are not shown. */
export interface StartAgain {
  /** The journey's first step. */
  href: string;
  /** Forgets the journey's answers. */
  clear: () => void;
}

export function StartAgainLink({
  startAgain,
  noun,
  variant,
}: {
  startAgain: StartAgain;
  noun: 'quote' | 'application';
  variant: 'link' | 'button';
}) {
  const props = { href: startAgain.href, onClick: () => startAgain.clear() };
  const label = `Start a new ${noun}`;
  return variant === 'link' ? (
    <Link {...props}>{label}</Link>
  ) : (
    <Button {...props} variant="secondary">
      {label}
    </Button>
  );
}

export interface SavedRecordProps<Record> {
  noun: 'quote' | 'application';
  /** Opens the record of an id; a 404 ApiError means nothing is saved under it. */
  open: (id: string) => Promise<Record>;
  startAgain: StartAgain;
  /** What the record shows, once opened. */
  children: (record: Record) => ReactNode;
}

export function SavedRecord<Record>({ noun, open, startAgain, children }: SavedRecordProps<Record>) {
  const [search] = useUrlSearch();
  const id = new URLSearchParams(search).get('id') ?? '';
  const [view, setView] = useState<{ id: string; attempt: number; view: View<Record> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    open(id).then(
      (record) => current && setView({ id, attempt, view: { status: 'found', record } }),
      (error: unknown) =>
        current &&
        setView({
          id,
          attempt,
          view: { status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' },
        }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt, open]);

  const shown: View<Record> = !id
    ? { status: 'missing' }
    : view && view.id === id && view.attempt === attempt
      ? view.view
      : { status: 'loading' };

  if (shown.status === 'loading') return <Text role="status">Opening your {noun}…</Text>;
  if (shown.status === 'missing') {
    return (
      <Alert type="warning" title={`We couldn’t find that ${noun}`}>
        The link may be incomplete, or the {noun} is more than 30 days old.{' '}
        <StartAgainLink startAgain={startAgain} noun={noun} variant="link" />
      </Alert>
    );
  }
  if (shown.status === 'failed') {
    return (
      <Stack gap={3}>
        <Alert type="error" title={`Your ${noun} could not be opened`}>
          Our {noun} service did not answer. Your {noun} is still saved.
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      {children(shown.record)}
      <div>
        <StartAgainLink startAgain={startAgain} noun={noun} variant="button" />
      </div>
    </Stack>
  );
}

/** How to reach us: a site's numbers and opening hours, from its footer's contact data. */
export interface SavedRecordContact {
  phoneNumber: string;
  corporatePhoneNumber?: string | undefined;
  openHours?: readonly string[];
}

/** The number to call about a saved quote or application ('Call us to join'), then its opening hours. */
export function CallUs({ heading, contact }: { heading: string; contact: SavedRecordContact }) {
  return (
    <section className={styles.call} aria-labelledby="saved-record-call">
      <Heading level={3} size="md" id="saved-record-call">
        {heading}
      </Heading>
      <p className={styles.callNumber}>
        <PhoneLink
          phoneNumber={contact.phoneNumber}
          corporatePhoneNumber={contact.corporatePhoneNumber}
          withIcon
        />
      </p>
      {contact.openHours?.length ? (
        <ul className={styles.hours} aria-label="Opening hours">
          {contact.openHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
