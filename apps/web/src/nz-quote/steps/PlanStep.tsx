'use client';
// Step 3, the plan and its excess: each plan as the NZ product data describes it, each excess with what it takes off
// the premium, and the price for these people once both are chosen (said as it changes).
import { Link, Stack, Text } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { formatDollars, formatPrice } from '@ds/ui/format';
import {
  NZ_EXCESSES,
  NZ_EXCESS_DISCOUNT_PERCENT,
  NZ_FREQUENCY_LABELS,
  NZ_PLANS,
  nzQuotePrice,
} from '@ds/product/nz';
import type { NzPlanId } from '@ds/product/nz';
import { nzQuoteAnswers, stepProblems } from '../journey-rules';
import type { NzJourneyAnswers } from '../journey';
import { updateNzAnswers, useNzAnswers } from '../journey-store';
import { currencyNote } from '../NzPriceBreakdown';
import { NzStepForm } from '../NzStepForm';
import styles from '../NzQuote.module.css';

const nzd = (amount: number) => formatPrice(amount, 'en-NZ');

export function PlanStep() {
  const answers = useNzAnswers();
  const quote = nzQuoteAnswers(answers);
  const price = quote ? nzQuotePrice(quote) : null;
  return (
    <NzStepForm step="plan" problems={stepProblems('plan', answers)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('plan')}
            label="Which plan would you like?"
            help={
              <>
                Each plan includes everything in the one before it.{' '}
                <Link href="/nz/compare-plans">Compare plans</Link> in more detail.
              </>
            }
            options={NZ_PLANS.map((plan) => ({
              value: plan.id,
              label: plan.name,
              subtitle: plan.summary,
            }))}
            value={answers.planId || null}
            onChange={(planId) => updateNzAnswers({ planId: planId as NzPlanId })}
          />
          <RadioGroup
            {...field('excess')}
            label="Which excess would you like?"
            help="The excess is what you pay towards your claims each claim year, before we pay. A higher excess lowers your premium."
            options={NZ_EXCESSES.map((excess) => ({
              value: String(excess),
              label: formatDollars(excess, 'en-NZ'),
              subtitle:
                NZ_EXCESS_DISCOUNT_PERCENT[excess] > 0
                  ? `${NZ_EXCESS_DISCOUNT_PERCENT[excess]}% off your premium`
                  : 'No excess, no discount',
            }))}
            value={answers.excess || null}
            onChange={(excess) => updateNzAnswers({ excess: excess as NzJourneyAnswers['excess'] })}
          />
          <div className={styles.price} aria-live="polite">
            {price ? (
              <>
                <p className={styles.priceHeading}>
                  Your price: <strong>{nzd(price.monthly)}</strong> {NZ_FREQUENCY_LABELS.monthly}
                </p>
                <Text>
                  Or {nzd(price.fortnightly)} {NZ_FREQUENCY_LABELS.fortnightly}, or {nzd(price.annually)}{' '}
                  {NZ_FREQUENCY_LABELS.annually}, for {price.planName} with a{' '}
                  {formatDollars(price.excess, 'en-NZ')} excess. {currencyNote}
                </Text>
              </>
            ) : (
              <Text>Choose a plan and an excess to see your price.</Text>
            )}
          </div>
        </Stack>
      )}
    </NzStepForm>
  );
}
