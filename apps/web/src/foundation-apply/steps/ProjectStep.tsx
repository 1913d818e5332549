'use client';
// Step 3, your project: its title, a description with a limit and a live count, the amount asked for (within the
// round's range), the day it starts (within the round's start window, which the date picker's calendar keeps to)
// and its focus area.
import { Stack } from '@ds/ui';
import { DatePicker } from '@ds/ui/date-picker';
import { formatLongDate } from '@ds/ui/format';
import { RadioGroup } from '@ds/ui/radio-group';
import { TextInput } from '@ds/ui/text-input';
import {
  FOCUS_AREA_HINTS,
  FOCUS_AREA_LABELS,
  FUNDING_ROUND,
  TEXT_LIMITS,
  amountRange,
} from '@ds/product/foundation-grants';
import type { FocusArea } from '@ds/product/foundation-grants';
import { LongTextField } from '@/application-forms/LongTextField';
import { stepProblems } from '../journey-rules';
import { updateApplication, useApplyAnswers, useToday } from '../journey-store';
import { ApplyStepForm } from '../ApplyStepForm';

export function ProjectStep() {
  const answers = useApplyAnswers();
  const today = useToday();
  return (
    <ApplyStepForm step="project" problems={stepProblems('project', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <TextInput
            {...field('project-title')}
            label="Project title"
            help={`A short name for the project, up to ${TEXT_LIMITS.projectTitle} characters.`}
            value={answers.projectTitle}
            onChange={(projectTitle) => updateApplication({ projectTitle })}
          />
          <LongTextField
            {...field('description')}
            label="Describe the project"
            help="What you will do, for whom, and what will change for them. Plain words are best."
            limit={TEXT_LIMITS.projectDescription}
            value={answers.description}
            onChange={(description) => updateApplication({ description })}
          />
          <TextInput
            {...field('amount')}
            label="Amount you are asking for"
            help={`In whole dollars, from ${amountRange()}, such as 45,000.`}
            value={answers.amount}
            onChange={(amount) => updateApplication({ amount })}
            inputMode="numeric"
            widthChars={12}
          />
          <DatePicker
            {...field('start-date')}
            label="Project start date"
            help={`Between ${formatLongDate(FUNDING_ROUND.projectsStartFrom)} and ${formatLongDate(FUNDING_ROUND.projectsStartBy)}, after decisions are made.`}
            min={FUNDING_ROUND.projectsStartFrom}
            max={FUNDING_ROUND.projectsStartBy}
            value={answers.startDate}
            onChange={(startDate) => updateApplication({ startDate })}
          />
          <RadioGroup
            {...field('focus-area')}
            label="Focus area"
            options={FUNDING_ROUND.focusAreas.map((value) => ({
              value,
              label: FOCUS_AREA_LABELS[value],
              subtitle: FOCUS_AREA_HINTS[value],
            }))}
            value={answers.focusArea || null}
            onChange={(focusArea) => updateApplication({ focusArea: focusArea as FocusArea })}
          />
        </Stack>
      )}
    </ApplyStepForm>
  );
}
