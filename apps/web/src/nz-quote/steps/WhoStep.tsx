'use client';
// Step 1, who is covered: just the visitor, with a partner, with children, or all of them; and how many children.
import { Stack } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { Select } from '@ds/ui/select';
import { NZ_CHILD_AGE, NZ_COVER_FOR, NZ_COVER_LABELS, NZ_MAX_CHILDREN } from '@ds/product/nz';
import type { NzCoverFor } from '@ds/product/nz';
import { hasChildren, stepProblems } from '../journey-rules';
import { updateNzAnswers, useNzAnswers } from '../journey-store';
import { NzStepForm } from '../NzStepForm';

export function WhoStep() {
  const answers = useNzAnswers();
  return (
    <NzStepForm step="who" problems={stepProblems('who', answers)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('cover')}
            label="Who would you like to cover?"
            options={NZ_COVER_FOR.map((value) => ({ value, label: NZ_COVER_LABELS[value] }))}
            value={answers.cover || null}
            onChange={(cover) => updateNzAnswers({ cover: cover as NzCoverFor })}
          />
          {hasChildren(answers) ? (
            <Select
              {...field('child-count')}
              label="How many children will the plan cover?"
              help={`Children are covered until they turn ${NZ_CHILD_AGE.under}, or ${NZ_CHILD_AGE.studyingUnder} while studying full-time.`}
              options={Array.from({ length: NZ_MAX_CHILDREN }, (_, i) => ({
                value: String(i + 1),
                label: String(i + 1),
              }))}
              value={answers.childCount}
              onChange={(childCount) => updateNzAnswers({ childCount })}
            />
          ) : null}
        </Stack>
      )}
    </NzStepForm>
  );
}
