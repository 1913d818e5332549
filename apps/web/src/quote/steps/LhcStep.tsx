'use client';
// Step 3, Lifetime Health Cover: whether each adult holds hospital cover and since what age, with the rule in plain
// words and each adult's loading worked out as they answer.
import type { CalendarDate } from '@internationalized/date';
import { Stack, Text } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { TextInput } from '@ds/ui/text-input';
import { LHC_MAX_PERCENT, LHC_YEARS_TO_REMOVE, ageOn, lhcLoadingPercent } from '@ds/product/quote';
import { adultCount, parseTypedDate } from '../journey';
import type { JourneyAnswers } from '../journey';
import { stepProblems } from '../journey-rules';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';
import { updateAdult } from '../journey-store';
import styles from '../QuoteJourney.module.css';

/** The loading of one adult so far, or null while their answers are incomplete. */
function loadingOf(answers: JourneyAnswers, index: number, today: CalendarDate): number | null {
  const adult = answers.adults[index]!;
  const birth = parseTypedDate(adult.dateOfBirth);
  if (!birth || !adult.heldCover) return null;
  const since = Number(adult.coverSinceAge);
  const valid = /^\d{1,3}$/.test(adult.coverSinceAge.trim()) && since <= ageOn(birth, today);
  if (adult.heldCover === 'yes' && !valid) return null;
  return lhcLoadingPercent(
    {
      dateOfBirth: birth.toString(),
      heldHospitalCover: adult.heldCover === 'yes',
      ...(adult.heldCover === 'yes' ? { coverSinceAge: since } : {}),
    },
    today,
  );
}

export function LhcStep() {
  const { answers, today } = useQuote();
  return (
    <StepForm step="lifetime-health-cover" problems={stepProblems('lifetime-health-cover', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <Stack gap={3}>
            <Text>
              Lifetime Health Cover rewards taking out hospital cover young. If you first take it out after
              the 1 July following your 31st birthday, you pay 2% more on the hospital part of your premium
              for every year you were over 30, up to {LHC_MAX_PERCENT}%. The extra stops once you have held
              hospital cover for {LHC_YEARS_TO_REMOVE} years in a row. It never applies to extras, and the
              government rebate is not paid on it.
            </Text>
          </Stack>
          {Array.from({ length: adultCount(answers) }, (_, index) => {
            const adult = answers.adults[index]!;
            const you = index === 0;
            const loading = loadingOf(answers, index, today);
            return (
              <fieldset key={index} className={styles.adult}>
                <legend className={styles.adultLegend}>{you ? 'You' : 'Your partner'}</legend>
                <Stack gap={4}>
                  <RadioGroup
                    {...field(`held-cover-${index}`)}
                    label={
                      you
                        ? 'Do you hold private hospital cover now?'
                        : 'Does your partner hold private hospital cover now?'
                    }
                    orientation="horizontal"
                    options={[
                      { value: 'yes', label: 'Yes' },
                      { value: 'no', label: 'No' },
                    ]}
                    value={adult.heldCover || null}
                    onChange={(heldCover) => updateAdult(index, { heldCover: heldCover as 'yes' | 'no' })}
                  />
                  {adult.heldCover === 'yes' ? (
                    <TextInput
                      {...field(`cover-since-${index}`)}
                      label={
                        you
                          ? 'How old were you when you took it out?'
                          : 'How old was your partner when they took it out?'
                      }
                      help={`${you ? 'Your' : 'Their'} age on the 1 July before it started. After a break of more than three years, count from when ${you ? 'you' : 'they'} took it out again.`}
                      inputMode="numeric"
                      widthChars={4}
                      value={adult.coverSinceAge}
                      onChange={(coverSinceAge) => updateAdult(index, { coverSinceAge })}
                    />
                  ) : null}
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
