'use client';
// Step 2, about each person: every adult's age and whether they smoke, and every child's age (with whether they are
// studying full-time, asked only at the ages where it decides whether they can be covered).
import { Stack } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { TextInput } from '@ds/ui/text-input';
import { NZ_ADULT_AGE, NZ_CHILD_AGE, NZ_SMOKER_LOADING_PERCENT, studyingMatters } from '@ds/product/nz';
import type { FieldState } from '@/journeys/JourneyStepForm';
import { adultCount, childCount, stepProblems, typedAge } from '../journey-rules';
import { updateNzAdult, updateNzChild, useNzAnswers } from '../journey-store';
import { NzStepForm } from '../NzStepForm';
import styles from '../NzQuote.module.css';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function AdultFields({ index, field }: { index: number; field: (id: string) => FieldState }) {
  const { adults } = useNzAnswers();
  const adult = adults[index]!;
  const you = index === 0;
  return (
    <fieldset className={styles.person}>
      <legend className={styles.personLegend}>{you ? 'You' : 'Your partner'}</legend>
      <Stack gap={4}>
        <TextInput
          {...field(`adult-age-${index}`)}
          label={you ? 'Your age' : 'Your partner’s age'}
          help={`In years. Adults can join from ${NZ_ADULT_AGE.min} to ${NZ_ADULT_AGE.max}.`}
          inputMode="numeric"
          autoComplete="off"
          widthChars={4}
          value={adult.age}
          onChange={(age) => updateNzAdult(index, { age })}
        />
        <RadioGroup
          {...field(`adult-smoker-${index}`)}
          label={
            you
              ? 'Have you smoked or vaped in the last 12 months?'
              : 'Has your partner smoked or vaped in the last 12 months?'
          }
          help={`Tobacco or nicotine. Smoking adds ${NZ_SMOKER_LOADING_PERCENT}% to a premium.`}
          orientation="horizontal"
          options={YES_NO}
          value={adult.smoker || null}
          onChange={(smoker) => updateNzAdult(index, { smoker: smoker as 'yes' | 'no' })}
        />
      </Stack>
    </fieldset>
  );
}

function ChildFields({ index, field }: { index: number; field: (id: string) => FieldState }) {
  const { children } = useNzAnswers();
  const child = children[index]!;
  const age = typedAge(child.age);
  const name = `Child ${index + 1}`;
  return (
    <fieldset className={styles.person}>
      <legend className={styles.personLegend}>{name}</legend>
      <Stack gap={4}>
        <TextInput
          {...field(`child-age-${index}`)}
          label={`${name}’s age`}
          help="In years: 0 for a baby under one."
          inputMode="numeric"
          autoComplete="off"
          widthChars={4}
          value={child.age}
          onChange={(next) => updateNzChild(index, { age: next })}
        />
        {age !== null && studyingMatters(age) ? (
          <RadioGroup
            {...field(`child-studying-${index}`)}
            label={`Is ${name.toLowerCase()} studying full-time?`}
            help={`From ${NZ_CHILD_AGE.under}, children are covered only while studying full-time, until they turn ${NZ_CHILD_AGE.studyingUnder}.`}
            orientation="horizontal"
            options={YES_NO}
            value={child.studying || null}
            onChange={(studying) => updateNzChild(index, { studying: studying as 'yes' | 'no' })}
          />
        ) : null}
      </Stack>
    </fieldset>
  );
}

export function PeopleStep() {
  const answers = useNzAnswers();
  return (
    <NzStepForm step="people" problems={stepProblems('people', answers)}>
      {(field) => (
        <Stack gap={5}>
          {Array.from({ length: adultCount(answers) }, (_, index) => (
            <AdultFields key={`adult-${index}`} index={index} field={field} />
          ))}
          {Array.from({ length: childCount(answers) }, (_, index) => (
            <ChildFields key={`child-${index}`} index={index} field={field} />
          ))}
        </Stack>
      )}
    </NzStepForm>
  );
}
