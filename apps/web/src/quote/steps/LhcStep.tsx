'use client';
// Step 3, Lifetime Health Cover: for each adult, whether they hold hospital cover now and since when, and, once
// past their base day, whether they held cover on it and about how long they have been without it since; an
// optional question for people who moved to Australia after turning 31. The rule is said in plain words and each
// adult's loading worked out as they answer, by the same functions that price the quote.
import type { CalendarDate } from '@internationalized/date';
import { Link, Stack, Text } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { Select } from '@ds/ui/select';
import { TextInput } from '@ds/ui/text-input';
import {
  LHC_EXEMPT_BORN_BY,
  LHC_FREE_AGE,
  LHC_MAX_PERCENT,
  LHC_PERMITTED_DAYS,
  LHC_RATE_PER_YEAR,
  LHC_YEARS_TO_REMOVE,
  baseDayOf,
  lhcLoadingPercent,
} from '@ds/product/quote';
import { formatLongDate, formatNumber } from '@ds/ui/format';
import { adultCount, parseTypedDate, parseTypedMonth } from '../journey';
import type { AdultAnswers } from '../journey';
import {
  adultCover,
  asksAboutBaseDay,
  lhcApplies,
  maxYearsWithoutCover,
  stepProblems,
} from '../journey-rules';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';
import { updateAdult } from '../journey-store';
import styles from '../QuoteJourney.module.css';

/**
 * About how long without cover, in all: under 3 years costs nothing, then each whole year counts, up to the years
 * since the base day (no one can have been without it longer).
 */
const yearsWithoutCoverOptions = (max: number) => [
  { value: '0', label: 'Never, or less than 3 years in all' },
  ...Array.from({ length: Math.max(0, max - 2) }, (_, index) => ({
    value: String(index + 3),
    label: `About ${index + 3} years`,
  })),
];

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The loading of one adult so far, or null while their answers are incomplete. */
function loadingOf(adult: AdultAnswers, today: CalendarDate): number | null {
  const cover = adultCover(adult, today);
  return cover ? lhcLoadingPercent(cover, today) : null;
}

/** The base day to name in the question, from the answers so far. */
function baseDayText(adult: AdultAnswers, birth: CalendarDate): string {
  const registered = parseTypedMonth(adult.medicareRegistered);
  return formatLongDate(
    baseDayOf({
      dateOfBirth: birth.toString(),
      heldHospitalCover: false,
      ...(registered ? { medicareRegistered: registered } : {}),
    }).toString(),
  );
}

export function LhcStep() {
  const { answers, today } = useQuote();
  return (
    <StepForm step="lifetime-health-cover" problems={stepProblems('lifetime-health-cover', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <Text>
            Lifetime Health Cover rewards taking out hospital cover young. If you first take it out after the
            1 July following your 31st birthday (your base day), you pay {LHC_RATE_PER_YEAR}% more on the
            hospital part of your premium for every year you were over {LHC_FREE_AGE}, up to {LHC_MAX_PERCENT}
            %. If you had cover on your base day, you may go without it for {formatNumber(
              LHC_PERMITTED_DAYS,
            )}{' '}
            days in all; from the {formatNumber(LHC_PERMITTED_DAYS + 1)}th day the loading starts at{' '}
            {LHC_RATE_PER_YEAR}% and rises {LHC_RATE_PER_YEAR}% for each further year. The extra stops once
            you have paid it for {LHC_YEARS_TO_REMOVE} years in a row. It never applies to extras, the
            government rebate is not paid on it, and people born on or before{' '}
            {formatLongDate(LHC_EXEMPT_BORN_BY)} never pay it.{' '}
            <Link href="/help/your-price">How we work out your price</Link>
          </Text>
          {Array.from({ length: adultCount(answers) }, (_, index) => {
            const adult = answers.adults[index]!;
            const you = index === 0;
            const birth = parseTypedDate(adult.dateOfBirth);
            const loading = loadingOf(adult, today);
            const exempt = birth !== null && !lhcApplies(birth);
            // Past the base day: asked whether covered on it (never someone under 31).
            const asksBaseDay = birth !== null && asksAboutBaseDay(birth, adult, today);
            return (
              <fieldset key={index} className={styles.adult}>
                <legend className={styles.adultLegend}>{you ? 'You' : 'Your partner'}</legend>
                <Stack gap={4}>
                  {exempt ? (
                    <Text>
                      Born on or before {formatLongDate(LHC_EXEMPT_BORN_BY)}:{' '}
                      {you ? 'you are' : 'your partner is'} not affected by Lifetime Health Cover.
                    </Text>
                  ) : (
                    <>
                      <RadioGroup
                        {...field(`held-cover-${index}`)}
                        label={
                          you
                            ? 'Do you hold private hospital cover now?'
                            : 'Does your partner hold private hospital cover now?'
                        }
                        orientation="horizontal"
                        options={YES_NO}
                        value={adult.heldCover || null}
                        onChange={(heldCover) => updateAdult(index, { heldCover: heldCover as 'yes' | 'no' })}
                      />
                      {adult.heldCover === 'yes' ? (
                        <TextInput
                          {...field(`cover-started-${index}`)}
                          label="When did this cover start?"
                          help="Month and year, mm/yyyy, such as 08/2019. If you changed insurer without a break, when the first of them started."
                          inputMode="numeric"
                          widthChars={8}
                          value={adult.coverStarted}
                          onChange={(coverStarted) => updateAdult(index, { coverStarted })}
                        />
                      ) : null}
                      <TextInput
                        {...field(`medicare-registered-${index}`)}
                        label={`${you ? 'Did you' : 'Did your partner'} move to Australia after turning 31? If so, when ${you ? 'did you' : 'did they'} register with Medicare?`}
                        formControlType="optional"
                        help="Month and year, mm/yyyy. New arrivals have until a year after registering before a loading applies."
                        inputMode="numeric"
                        widthChars={8}
                        value={adult.medicareRegistered}
                        onChange={(medicareRegistered) => updateAdult(index, { medicareRegistered })}
                      />
                      {birth && asksBaseDay ? (
                        <RadioGroup
                          {...field(`covered-at-base-day-${index}`)}
                          label={`${you ? 'Did you' : 'Did your partner'} have hospital cover on ${baseDayText(adult, birth)}, ${you ? 'your' : 'their'} base day?`}
                          orientation="horizontal"
                          options={YES_NO}
                          value={adult.coveredAtBaseDay || null}
                          onChange={(covered) =>
                            updateAdult(index, { coveredAtBaseDay: covered as 'yes' | 'no' })
                          }
                        />
                      ) : null}
                      {birth && asksBaseDay && adult.coveredAtBaseDay === 'yes' ? (
                        <Select
                          {...field(`years-without-cover-${index}`)}
                          label={`Since then, about how long ${you ? 'have you' : 'has your partner'} been without hospital cover, in all?`}
                          help="Count every break up to today. Time living overseas for more than a year does not count."
                          options={yearsWithoutCoverOptions(maxYearsWithoutCover(birth, adult, today))}
                          value={adult.yearsWithoutCover}
                          onChange={(yearsWithoutCover) => updateAdult(index, { yearsWithoutCover })}
                        />
                      ) : null}
                    </>
                  )}
                  {/* Always there, so the first result is announced too. */}
                  <p className={styles.loading} aria-live="polite">
                    {loading === null
                      ? ''
                      : loading === 0
                        ? `${you ? 'You pay' : 'Your partner pays'} no Lifetime Health Cover loading.`
                        : `${you ? 'Your' : 'Your partner’s'} Lifetime Health Cover loading: ${loading}%.`}
                  </p>
                </Stack>
              </fieldset>
            );
          })}
          {adultCount(answers) === 2 ? (
            <Text size="sm" tone="muted">
              On a couple or family policy you pay the average of the two loadings.
            </Text>
          ) : null}
        </Stack>
      )}
    </StepForm>
  );
}
