'use client';
// Step 2, the Australian Government rebate: the income tier (or 'I'd rather not say', which quotes without the
// rebate), each option showing this visitor's income range and rebate, beside the singles' and families' thresholds.
// The income year asked about is today's; the thresholds and percentages are those for today, from the dated
// tables, with a plain note when today is past the newest figures this site has.
import type { CalendarDate } from '@internationalized/date';
import { Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { RadioGroup } from '@ds/ui/radio-group';
import {
  ageBand,
  ageOn,
  financialYearOf,
  incomeThresholds,
  incomeYearOn,
  rebatePercent,
  rebateRatesOn,
  staleRatesNotice,
  staleThresholdsNotice,
} from '@ds/product/quote';
import { formatDollars, formatLongDate } from '@ds/ui/format';
import type { IncomeChoice } from '@ds/product/quote';
import { adultCount, hasChildren, parseTypedDate } from '../journey';
import type { JourneyAnswers } from '../journey';
import { stepProblems } from '../journey-rules';
import { TIER_NAMES, ThresholdsTable, percent } from '../RebateTables';
import { updateAnswers } from '../journey-store';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';
import styles from '../QuoteJourney.module.css';

const CHOICE_NAMES: Record<IncomeChoice, string> = { ...TIER_NAMES, 'not-said': 'I’d rather not say' };

/** The oldest adult's age today, from the first step's dates (the rebate's age band). */
function oldestAge(answers: JourneyAnswers, today: CalendarDate): number {
  const ages = answers.adults
    .slice(0, adultCount(answers))
    .map((adult) => parseTypedDate(adult.dateOfBirth))
    .flatMap((date) => (date ? [ageOn(date, today)] : []));
  return ages.length > 0 ? Math.max(...ages) : 0;
}

export function RebateStep() {
  const { answers, today } = useQuote();
  const cover = answers.cover || 'single';
  const couple = cover === 'couple' || cover === 'family';
  const children = hasChildren(answers) ? Number(answers.children) || 0 : 0;
  const rates = rebateRatesOn(today);
  const incomeYear = incomeYearOn(today);
  const notices = [
    staleThresholdsNotice(incomeYear, today),
    staleRatesNotice({ to: rates.figures.to, current: rates.current }),
  ].filter((notice): notice is string => notice !== null);
  const [base, tier1, tier2] = incomeThresholds(cover, children, incomeYear.figures);
  const band = ageBand(oldestAge(answers, today));
  const ranges: Record<IncomeChoice, string> = {
    base: `${formatDollars(base)} or less`,
    tier1: `${formatDollars(base + 1)} to ${formatDollars(tier1)}`,
    tier2: `${formatDollars(tier1 + 1)} to ${formatDollars(tier2)}`,
    tier3: `more than ${formatDollars(tier2)}`,
    'not-said': 'We’ll quote without the rebate; you can claim it in your tax return instead',
  };
  const options = (['base', 'tier1', 'tier2', 'tier3', 'not-said'] as const).map((value) => ({
    value,
    label: CHOICE_NAMES[value],
    subtitle:
      value === 'not-said'
        ? ranges[value]
        : `${ranges[value]}: a rebate of ${percent(rebatePercent(value, band, rates.figures))}`,
  }));

  return (
    <StepForm step="rebate" problems={stepProblems('rebate', answers, today)}>
      {(field) => (
        <div className={styles.besideTable}>
          <Stack gap={4}>
            <Text>
              The Australian Government pays part of your premium, depending on your income (for the Medicare
              levy surcharge, including your partner’s) and the age of the oldest person on the policy. The
              percentages shown apply from {formatLongDate(rates.figures.from)} to{' '}
              {formatLongDate(rates.figures.to)}
              {children > 1
                ? `; with ${children} children the family thresholds are ${formatDollars((children - 1) * incomeYear.figures.perChildAfterFirst)} higher`
                : ''}
              . <Link href="/help/your-price">How we work out your price</Link>
            </Text>
            {notices.length > 0 ? (
              <Alert type="info" title="Newer figures are not in this site yet">
                {notices.join(' ')}
              </Alert>
            ) : null}
            <RadioGroup
              {...field('income')}
              label={`Your ${couple ? 'combined ' : ''}income for ${financialYearOf(today)}`}
              options={options}
              value={answers.income || null}
              onChange={(income) => updateAnswers({ income: income as IncomeChoice })}
            />
          </Stack>
          <ThresholdsTable year={incomeYear.figures} />
        </div>
      )}
    </StepForm>
  );
}
