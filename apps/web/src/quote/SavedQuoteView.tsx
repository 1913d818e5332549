'use client';
// A saved quote, opened from its link (/health-insurance/join/quote?id=...): fetched from the quote service, with a
// loading state, a clear message for an unknown or expired link, and a retry when the service cannot answer.
import { useEffect, useState } from 'react';
import { Button, Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { useUrlSearch } from '@ds/ui/hooks';
import { COVER_FOR_LABELS, STATE_LABELS } from '@ds/product/constants';
import { PhoneLink } from '@ds/site';
import { stepHref } from './journey';
import { clearAnswers } from './journey-store';
import { PriceBreakdown } from './PriceBreakdown';
import { QuoteServiceError, openQuote } from './quote-client';
import type { SavedQuote } from './quote-client';
import { formatLongDate } from '@ds/ui/format';
import styles from './SavedQuoteView.module.css';

type View =
  | { status: 'loading' }
  | { status: 'found'; quote: SavedQuote }
  | { status: 'missing' }
  | { status: 'failed' };

/** How to reach us about the quote: the site's numbers and opening hours, from the arhi footer's contact data. */
export interface QuoteContact {
  phoneNumber: string;
  corporatePhoneNumber?: string | undefined;
  openHours: readonly string[];
}

/** A new quote starts empty: on a shared computer the last person's date of birth and address are not shown. */
function StartNewQuote({ variant }: { variant: 'link' | 'button' }) {
  const props = { href: stepHref('welcome'), onClick: () => clearAnswers() };
  return variant === 'link' ? (
    <Link {...props}>Start a new quote</Link>
  ) : (
    <Button {...props} variant="secondary">
      Start a new quote
    </Button>
  );
}

export function SavedQuoteView({ contact }: { contact: QuoteContact }) {
  const [search] = useUrlSearch();
  const id = new URLSearchParams(search).get('id') ?? '';
  const [view, setView] = useState<{ id: string; attempt: number; view: View } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    openQuote(id).then(
      ({ quote }) => current && setView({ id, attempt, view: { status: 'found', quote } }),
      (error: unknown) =>
        current &&
        setView({
          id,
          attempt,
          view: { status: error instanceof QuoteServiceError && error.status === 404 ? 'missing' : 'failed' },
        }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const shown: View = !id
    ? { status: 'missing' }
    : view && view.id === id && view.attempt === attempt
      ? view.view
      : { status: 'loading' };

  if (shown.status === 'loading') return <Text role="status">Opening your quote…</Text>;
  if (shown.status === 'missing') {
    return (
      <Alert type="warning" title="We couldn’t find that quote">
        The link may be incomplete, or the quote is more than 30 days old. <StartNewQuote variant="link" />
      </Alert>
    );
  }
  if (shown.status === 'failed') {
    return (
      <Stack gap={3}>
        <Alert type="error" title="Your quote could not be opened">
          Our quote service did not answer. Your quote is still saved.
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }
  const { quote } = shown;
  return (
    <Stack gap={5}>
      <Heading level={2} size="xl">
        {quote.productName}
      </Heading>
      <Text>
        {COVER_FOR_LABELS[quote.answers.cover]} cover in {STATE_LABELS[quote.answers.state]}
        {quote.answers.children > 0
          ? `, with ${quote.answers.children} ${quote.answers.children === 1 ? 'child' : 'children'}`
          : ''}
        . Saved on {formatLongDate(quote.savedAt)}; this link works until {formatLongDate(quote.expiresAt)}.
      </Text>
      <PriceBreakdown price={quote.price} caption="How your price is made up" />
      <Text size="sm" tone="muted">
        Prices are for the day the quote was saved and may change. To join, call us or start a new quote.
      </Text>
      <section className={styles.call} aria-labelledby="saved-quote-call">
        <Heading level={3} size="md" id="saved-quote-call">
          Call us to join
        </Heading>
        <p className={styles.callNumber}>
          <PhoneLink
            phoneNumber={contact.phoneNumber}
            corporatePhoneNumber={contact.corporatePhoneNumber}
            withIcon
          />
        </p>
        <ul className={styles.hours} aria-label="Opening hours">
          {contact.openHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div>
        <StartNewQuote variant="button" />
      </div>
    </Stack>
  );
}
