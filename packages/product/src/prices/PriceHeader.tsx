// The price header of a product card (SPEC 2.5): the name, the price with a dollar sign, an asterisk (or the
// disclaimer's own mark) linking to the disclaimer when one applies, the payment-frequency line, a struck-through full price when there is a
// discount, and a loading overlay while prices load (the last price stays underneath).
import type { ReactNode } from 'react';
import { Heading } from '@ds/ui/heading';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import type { Frequency } from '../data/schema';
import { FREQUENCY_LABELS } from '../pricing';
import styles from './PriceHeader.module.css';

import { formatPrice } from '@ds/ui/format';
import { priceNoteMarkId } from './price-notes';

export interface PriceHeaderProps {
  name: ReactNode;
  headingId?: string;
  headingLevel?: 2 | 3 | 4;
  amount: number | null;
  fullAmount?: number | null;
  frequency: Frequency;
  /** The id of the disclaimer on the page; the mark links to it. */
  disclaimerId?: string;
  /** The disclaimer's own mark ('*', '†', '‡'...), when a page has more than one. */
  disclaimerMark?: string;
  loading?: boolean;
  /** Shown instead of a price when there is none (not sold in the state). */
  noPrice?: string;
}

export function PriceHeader({
  name,
  headingId,
  headingLevel = 3,
  amount,
  fullAmount,
  frequency,
  disclaimerId,
  disclaimerMark = '*',
  loading = false,
  noPrice = 'Not available',
}: PriceHeaderProps) {
  return (
    <div className={styles.header} aria-busy={loading || undefined}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {name}
      </Heading>
      <div className={styles.price}>
        {amount === null ? (
          <p className={styles.noPrice}>{noPrice}</p>
        ) : (
          <p className={styles.amountLine}>
            {fullAmount ? (
              <s className={styles.full}>
                <VisuallyHidden>Was </VisuallyHidden>
                {formatPrice(fullAmount)}
                <VisuallyHidden>, now</VisuallyHidden>
              </s>
            ) : null}{' '}
            <span className={styles.amount}>{formatPrice(amount)}</span>
            {disclaimerId ? (
              <a href={`#${disclaimerId}`} id={priceNoteMarkId(disclaimerId)} className={styles.asterisk}>
                {disclaimerMark}
                <VisuallyHidden> (see the price disclaimer)</VisuallyHidden>
              </a>
            ) : null}{' '}
            <span className={styles.frequency}>{FREQUENCY_LABELS[frequency]}</span>
          </p>
        )}
        {loading ? (
          // Shown on every card; said once, by the price choices' own message.
          <div className={styles.loading} aria-hidden="true">
            <span className={styles.spinner} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
