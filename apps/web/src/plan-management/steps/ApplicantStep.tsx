'use client';
// Step 2, who is applying: the participant, a plan nominee, or a parent or guardian, and their name when it is not
// the participant. A participant under 18 signs up through a parent or guardian (the rule, with its source, is in
// @ds/product/plan-management).
import { Stack } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { TextInput } from '@ds/ui/text-input';
import { APPLICANT_ROLES, APPLICANT_ROLE_HINTS, APPLICANT_ROLE_LABELS } from '@ds/product/plan-management';
import type { ApplicantRole } from '@ds/product/plan-management';
import { stepProblems } from '../journey-rules';
import { updateSignUp, useSignUpAnswers, useToday } from '../journey-store';
import { SignUpStepForm } from '../SignUpStepForm';

export function ApplicantStep() {
  const answers = useSignUpAnswers();
  const today = useToday();
  const forSomeoneElse = answers.role !== '' && answers.role !== 'participant';
  return (
    <SignUpStepForm step="applicant" problems={stepProblems('applicant', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('role')}
            label="Who is filling in this form?"
            options={APPLICANT_ROLES.map((value) => ({
              value,
              label: APPLICANT_ROLE_LABELS[value],
              subtitle: APPLICANT_ROLE_HINTS[value],
            }))}
            value={answers.role || null}
            onChange={(role) => updateSignUp({ role: role as ApplicantRole })}
          />
          {forSomeoneElse ? (
            <>
              <TextInput
                {...field('applicant-first-name')}
                label="Your first name"
                value={answers.applicantFirstName}
                onChange={(applicantFirstName) => updateSignUp({ applicantFirstName })}
                autoComplete="given-name"
              />
              <TextInput
                {...field('applicant-last-name')}
                label="Your last name"
                value={answers.applicantLastName}
                onChange={(applicantLastName) => updateSignUp({ applicantLastName })}
                autoComplete="family-name"
              />
            </>
          ) : null}
        </Stack>
      )}
    </SignUpStepForm>
  );
}
