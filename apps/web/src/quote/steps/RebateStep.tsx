'use client';
// Step 2, the Australian Government rebate: the income tier (or 'I'd rather not say', which quotes without the
// rebate), each option showing this visitor's income range and rebate, beside the singles' and families' thresholds.
import type { CalendarDate } from '@internationalized/date';
import { Stack, Text } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import {
  INCOME_THRESHOLDS,
  REBATE_PERIOD,
  ageBand,
  ageOn,
  incomeThresholds,
  rebatePercent,
} from '@ds/product/quote';
import type { IncomeChoice } from '@ds/product/quote';
import { adultCount, hasChildren, parseTypedDate } from '../journey';
import type { JourneyAnswers } from '../journey';
import { stepProblems } from '../journey-rules';
import { updateAnswers } from '../journey-store';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';
import styles from '../QuoteJourney.module.css';

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

const TIER_NAMES: Record<IncomeChoice, string> = {
  base: 'Base tier',
  tier1: 'Tier 1',
  tier2: 'Tier 2',
  tier3: 'Tier 3',
  'not-said': 'I’d rather not say',
};

/** The oldest adult's age today, from the first step's dates (the rebate's age band). */
function oldestAge(answers: JourneyAnswers, today: CalendarDate): number {
  const ages = answers.adults
    .slice(0, adultCount(answers))
    .map((adult) => parseTypedDate(adult.dateOfBirth))
    .flatMap((date) => (date ? [ageOn(date, today)] : []));
  return ages.length > 0 ? Math.max(...ages) : 0;
}

/** Rebate percentages as published, to three decimals (20.240%); none is 0%. */
const percent = (value: number) => (value === 0 ? '0%' : `${value.toFixed(3)}%`);

function ThresholdTable() {
  const rows: [string, readonly number[]][] = [
    ['Singles', INCOME_THRESHOLDS.singles],
    ['Couples and families', INCOME_THRESHOLDS.families],
  ];
  return (
    <ScrollableTable label={`Income thresholds for ${REBATE_PERIOD.incomeYear}`}>
      <table className={styles.thresholds}>
        <caption>Income thresholds for {REBATE_PERIOD.incomeYear}</caption>
        <thead>
          <tr>
            <th scope="col">Who</th>
            <th scope="col">Base tier</th>
            <th scope="col">Tier 1</th>
            <th scope="col">Tier 2</th>
            <th scope="col">Tier 3</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([who, [base, tier1, tier2]]) => (
            <tr key={who}>
              <th scope="row">{who}</th>
              <td>{dollars(base!)} or less</td>
              <td>up to {dollars(tier1!)}</td>
              <td>up to {dollars(tier2!)}</td>
              <td>over {dollars(tier2!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

export function RebateStep() {
  const { answers, today } = useQuote();
  const cover = answers.cover || 'single';
  const couple = cover === 'couple' || cover === 'family';
  const children = hasChildren(answers) ? Number(answers.children) || 0 : 0;
  const [base, tier1, tier2] = incomeThresholds(cover, children);
  const band = ageBand(oldestAge(answers, today));
  const ranges: Record<IncomeChoice, string> = {
    base: `${dollars(base)} or less`,
    tier1: `${dollars(base + 1)} to ${dollars(tier1)}`,
    tier2: `${dollars(tier1 + 1)} to ${dollars(tier2)}`,
    tier3: `more than ${dollars(tier2)}`,
    'not-said': 'We’ll quote without the rebate; you can claim it in your tax return instead',
  };
  const options = (['base', 'tier1', 'tier2', 'tier3', 'not-said'] as const).map((value) => ({
    value,
    label: TIER_NAMES[value],
    subtitle:
      value === 'not-said'
        ? ranges[value]
        : `${ranges[value]}: a rebate of ${percent(rebatePercent(value, band))}`,
  }));

  return (
    <StepForm step="rebate" problems={stepProblems('rebate', answers, today)}>
      {(field) => (
        <div className={styles.besideTable}>
          <Stack gap={4}>
            <Text>
              The Australian Government pays part of your premium, depending on your income (for the Medicare
              levy surcharge, including your partner’s) and the age of the oldest person on the policy. The
              percentages shown apply from {formatDay(REBATE_PERIOD.from)} to {formatDay(REBATE_PERIOD.to)}
              {children > 1
                ? `; with ${children} children the family thresholds are ${dollars((children - 1) * INCOME_THRESHOLDS.perChildAfterFirst)} higher`
                : ''}
              .
            </Text>
            <RadioGroup
              {...field('income')}
              label={`Your ${couple ? 'combined ' : ''}income for ${REBATE_PERIOD.incomeYear}`}
              options={options}
              value={answers.income || null}
              onChange={(income) => updateAnswers({ income: income as IncomeChoice })}
            />
          </Stack>
          <ThresholdTable />
        </div>
      )}
    </StepForm>
  );
}

function formatDay(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
