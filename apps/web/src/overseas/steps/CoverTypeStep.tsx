'use client';
// Step 1, your visa and cover: the cover type (chosen already from the site the visitor came from; they can change
// it) and the visa subclass, from the subclasses that cover type is for. What the visa asks of their cover follows
// the subclass: condition 8501 where the visa carries it. A change of cover type that forgets an answer says so,
// so a visitor who comes back to change it is not surprised by a missing subclass or length of cover later.
import { useState } from 'react';
import { Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { RadioGroup } from '@ds/ui/radio-group';
import { OVERSEAS_COVER, OVERSEAS_COVER_TYPES, subclassesFor, visaSubclass } from '@ds/product/overseas';
import type { OverseasCoverType } from '@ds/product/overseas';
import { NOT_SURE } from '../journey';
import type { OverseasJourneyAnswers } from '../journey';
import { stepProblems } from '../journey-rules';
import { useOverseasQuote } from '../OverseasQuoteContext';
import { OverseasStepForm } from '../OverseasStepForm';

/** A new cover type keeps the subclass only if it is one of the new type's (and a length it offers). */
function coverTypeChange(
  answers: OverseasJourneyAnswers,
  coverType: OverseasCoverType,
): Partial<OverseasJourneyAnswers> {
  const keepsSubclass =
    visaSubclass(answers.subclass)?.coverType === coverType ||
    (answers.subclass === NOT_SURE && !OVERSEAS_COVER[coverType].needsSubclass);
  const keepsMonths = Number(answers.months) <= OVERSEAS_COVER[coverType].months.max;
  return {
    coverType,
    ...(keepsSubclass ? {} : { subclass: '' }),
    ...(keepsMonths ? {} : { months: '' }),
  };
}

/** What a cover type change forgets, in the visitor's words; [] when it keeps every answer. */
function forgottenAnswers(
  answers: OverseasJourneyAnswers,
  change: Partial<OverseasJourneyAnswers>,
): string[] {
  const cover = change.coverType ? OVERSEAS_COVER[change.coverType] : null;
  if (!cover) return [];
  const forgotten: string[] = [];
  if (change.subclass === '' && answers.subclass) {
    forgotten.push(
      answers.subclass === NOT_SURE
        ? `Your visa subclass: ${cover.name.toLowerCase()} needs one. Choose it below.`
        : `Your visa subclass (${answers.subclass}): it is not one ${cover.name.toLowerCase()} is for. Choose yours below.`,
    );
  }
  if (change.months === '' && answers.months) {
    forgotten.push(
      `Your length of cover (${answers.months} months): ${cover.name.toLowerCase()} is for up to ${cover.months.max} months. Choose it again in step 3.`,
    );
  }
  return forgotten;
}

/** What the visa asks of the visitor's cover, once a subclass is chosen. */
function VisaCondition({ subclass }: { subclass: string }) {
  const visa = visaSubclass(subclass);
  if (!visa) return null;
  if (visa.coverType === 'student') {
    return (
      <Alert type="info" title="Your visa needs cover for your whole stay">
        Student visa holders must keep Overseas Student Health Cover for their whole stay in Australia, from
        the day they arrive until their visa ends (visa condition 8501).
      </Alert>
    );
  }
  if (visa.condition8501 === 'always') {
    return (
      <Alert type="info" title={`Subclass ${visa.code} carries visa condition 8501`}>
        You must maintain adequate arrangements for health insurance while you are in Australia. Each of our
        levels meets the condition.
      </Alert>
    );
  }
  if (visa.condition8501 === 'sometimes') {
    return (
      <Alert type="info" title="Check your visa grant notice for condition 8501">
        Subclass {visa.code} visas may carry condition 8501, which asks you to maintain adequate arrangements
        for health insurance. Your grant notice lists your conditions. Each of our levels meets it.
      </Alert>
    );
  }
  return (
    <Alert type="info" title={`Subclass ${visa.code} does not usually need health cover`}>
      Condition 8501 is not usually a condition of this visa, but hospital care in Australia is costly without
      cover.
    </Alert>
  );
}

export function CoverTypeStep() {
  const { answers, today, update, read } = useOverseasQuote();
  const { coverType } = answers;
  const subclasses = coverType ? subclassesFor(coverType) : [];
  // Said after the change that forgot them, until the next change of cover type.
  const [forgotten, setForgotten] = useState<string[]>([]);
  const changeCoverType = (value: OverseasCoverType) => {
    const now = read();
    const change = coverTypeChange(now, value);
    setForgotten(forgottenAnswers(now, change));
    update(change);
  };
  return (
    <OverseasStepForm step="cover-type" problems={stepProblems('cover-type', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('cover-type')}
            label="Which cover do you need?"
            options={OVERSEAS_COVER_TYPES.map((value) => ({
              value,
              label: `${OVERSEAS_COVER[value].name} (${OVERSEAS_COVER[value].shortName})`,
              subtitle: OVERSEAS_COVER[value].description,
            }))}
            value={coverType || null}
            onChange={(value) => changeCoverType(value as OverseasCoverType)}
          />
          {forgotten.length > 0 ? (
            <Alert type="warning" announce title="Answers to give again">
              <ul>
                {forgotten.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {coverType ? (
            <RadioGroup
              // A new list for each cover type: its radios and their ids are the new type's.
              key={coverType}
              {...field('subclass')}
              label="Your visa subclass"
              help={
                OVERSEAS_COVER[coverType].needsSubclass
                  ? 'Your visa grant notice shows the subclass. If yours is not listed, call us.'
                  : 'Your visa grant notice shows the subclass. Not granted yet? Choose ‘I’m not sure yet’.'
              }
              options={[
                ...subclasses.map((visa) => ({
                  value: visa.code,
                  label: `Subclass ${visa.code}`,
                  subtitle: visa.name,
                })),
                ...(OVERSEAS_COVER[coverType].needsSubclass
                  ? []
                  : [{ value: NOT_SURE, label: 'I’m not sure yet', subtitle: 'Any visitor visa' }]),
              ]}
              value={answers.subclass || null}
              onChange={(subclass) => update({ subclass })}
            />
          ) : null}
          {coverType && answers.subclass && answers.subclass !== NOT_SURE ? (
            <VisaCondition subclass={answers.subclass} />
          ) : null}
        </Stack>
      )}
    </OverseasStepForm>
  );
}
