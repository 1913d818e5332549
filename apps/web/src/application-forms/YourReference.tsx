// A saved application's reference, as its saved page shows it: what to quote to the team, and how long the page
// works.
import { Heading, Stack, Text } from '@ds/ui';
import { formatLongDate } from '@ds/ui/format';
import styles from './ApplicationForms.module.css';

export function YourReference({
  reference,
  expiresAt,
  quoteItWhen,
}: {
  reference: string;
  expiresAt: string;
  /** When to quote it: 'when you call us', 'when you contact us'. */
  quoteItWhen: string;
}) {
  return (
    <Stack gap={2}>
      <Heading level={2} size="lg">
        Your reference
      </Heading>
      <p className={styles.reference}>{reference}</p>
      <Text size="sm" tone="muted">
        Quote it {quoteItWhen}. This page works until {formatLongDate(expiresAt)}.
      </Text>
    </Stack>
  );
}
