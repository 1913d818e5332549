'use client';
// Step 3, the participant's plan: its start and end dates (the library's date picker: typed, or chosen from a
// calendar) and which budgets we manage. How long a plan may run is the product data's (PLAN_LENGTH), with its source.
import { Stack } from '@ds/ui';
import { CheckboxGroup } from '@ds/ui/checkbox';
import { DatePicker } from '@ds/ui/date-picker';
import {
  PLAN_BUDGETS,
  PLAN_BUDGET_HINTS,
  PLAN_BUDGET_LABELS,
  PLAN_LENGTH,
} from '@ds/product/plan-management';
import type { PlanBudget } from '@ds/product/plan-management';
import { stepProblems } from '../journey-rules';
import { updateSignUp, useSignUpAnswers, useToday } from '../journey-store';
import { SignUpStepForm } from '../SignUpStepForm';

export function PlanStep() {
  const answers = useSignUpAnswers();
  const today = useToday();
  return (
    <SignUpStepForm step="plan" problems={stepProblems('plan', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <DatePicker
            {...field('plan-start')}
            label="Plan start date"
            help="As shown on the participant’s NDIS plan, for example 01/07/2026."
            value={answers.planStart}
            onChange={(planStart) => updateSignUp({ planStart })}
          />
          <DatePicker
            {...field('plan-end')}
            label="Plan end date"
            help={`The plan’s reassessment due date. NDIS plans run for up to ${PLAN_LENGTH.longestYears} years.`}
            value={answers.planEnd}
            onChange={(planEnd) => updateSignUp({ planEnd })}
          />
          <CheckboxGroup
            {...field('budgets')}
            label="Which budgets should we manage?"
            help="Choose those your plan says are plan-managed."
            options={PLAN_BUDGETS.map((value) => ({
              value,
              label: PLAN_BUDGET_LABELS[value],
              subtitle: PLAN_BUDGET_HINTS[value],
            }))}
            value={answers.budgets}
            onChange={(budgets) => updateSignUp({ budgets: budgets as PlanBudget[] })}
          />
        </Stack>
      )}
    </SignUpStepForm>
  );
}
