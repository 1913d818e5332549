'use client';
// Step 4, choose your cover: hospital, extras or combined, how often to pay, and a card per cover sold in the
// visitor's state priced for them (loading and rebate included). The cards' bodies (what each covers, with the tier
// and inclusion dialogs) are rendered on the server; this part prices them and takes the choice.
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Button, Stack, Text, VisuallyHidden } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { Select } from '@ds/ui/select';
import { FREQUENCIES, FREQUENCY_NAMES, PRODUCT_TYPES } from '@ds/product/constants';
import type { Frequency, ProductType } from '@ds/product/constants';
import { PriceHeader } from '@ds/product/price-header';
import { quotePrice, rebateRatesOn, staleRatesNotice } from '@ds/product/quote';
import { stateOf, stepHref } from '../journey';
import { quoteAnswers, stepProblems } from '../journey-rules';
import { updateAnswers } from '../journey-store';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';
import { percent } from '../RebateTables';
import styles from '../QuoteJourney.module.css';

const TYPE_LABELS: Record<ProductType, string> = {
  hospital: 'Hospital',
  extras: 'Extras',
  combined: 'Hospital and extras',
};

/** A card from the server (its header a QuotePrice, its footer a ChooseButton), with its product's id and type. */
export interface CoverCard {
  productId: string;
  name: string;
  type: ProductType;
  card: ReactNode;
}

/** The price header of a card, for this visitor. */
export function QuotePrice({
  productId,
  name,
  headingId,
}: {
  productId: string;
  name: string;
  headingId: string;
}) {
  const { answers, today, products } = useQuote();
  const product = products.find((candidate) => candidate.id === productId)!;
  const quote = quoteAnswers(answers, today);
  const price = quote ? quotePrice(product, products, quote, today) : null;
  return (
    <div>
      <PriceHeader
        name={name}
        headingId={headingId}
        amount={price?.total ?? null}
        frequency={answers.frequency}
      />
      {price ? (
        <p className={styles.priceNote}>
          {price.loading > 0 ? `Includes a ${price.loadingPercent}% loading. ` : ''}
          {price.withoutRebate
            ? 'Without the rebate, which you can claim at tax time.'
            : price.rebate > 0
              ? `After a ${percent(price.rebatePercent)} rebate.`
              : 'No rebate included.'}
        </p>
      ) : null}
    </div>
  );
}

export function ChooseButton({ productId, name }: { productId: string; name: string }) {
  const router = useRouter();
  return (
    <Button
      onClick={() => {
        updateAnswers({ productId });
        router.push(stepHref('save'));
      }}
      fullWidth
    >
      Choose<VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

export function CoverStep({ cards }: { cards: readonly CoverCard[] }) {
  const { answers, today, products } = useQuote();
  const state = stateOf(answers);
  const rates = rebateRatesOn(today);
  // The cards' rebates are at these rates: when they are past their period, said once above them.
  const staleRates =
    answers.income === 'not-said' ? null : staleRatesNotice({ to: rates.figures.to, current: rates.current });
  // Chosen already (on a product page or the compare view, or on an earlier visit to this step).
  const chosen = cards.find((card) => card.productId === answers.productId);
  const shown = cards.filter(
    (card) =>
      card.type === answers.productType &&
      products.find((product) => product.id === card.productId)?.availableIn.includes(state ?? 'NSW'),
  );
  return (
    <StepForm step="choose-cover" problems={stepProblems('choose-cover', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <div className={styles.coverControls}>
            <RadioGroup
              label="Type of cover"
              appearance="toggle"
              orientation="horizontal"
              options={PRODUCT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
              value={answers.productType}
              onChange={(productType) => updateAnswers({ productType: productType as ProductType })}
            />
            <Select
              label="Pay"
              placeholder={null}
              options={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_NAMES[value] }))}
              value={answers.frequency}
              onChange={(frequency) => updateAnswers({ frequency: frequency as Frequency })}
            />
          </div>
          {staleRates ? <Text size="sm">{staleRates}</Text> : null}
          <p id={field('products').id} className={styles.count} aria-live="polite">
            {shown.length} {TYPE_LABELS[answers.productType].toLowerCase()} covers sold in{' '}
            {state ?? 'your state'}
          </p>
          {chosen ? (
            <Text>
              {shown.includes(chosen) ? (
                <>
                  Your chosen cover: <strong>{chosen.name}</strong>. Continue to save its quote, or choose
                  another.
                </>
              ) : chosen.type === answers.productType ? (
                `${chosen.name} is not sold in ${state ?? 'your state'}: choose another cover.`
              ) : (
                <>
                  Your chosen cover: <strong>{chosen.name}</strong> ({TYPE_LABELS[chosen.type].toLowerCase()}
                  ).
                </>
              )}
            </Text>
          ) : null}
          <ul className={styles.cards}>
            {shown.map((card) => (
              <li key={card.productId} data-chosen={card === chosen || undefined}>
                {card.card}
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </StepForm>
  );
}
