'use client';
// Step 2, your organisation: its name, its ABN (typed as printed, spaces and all, and checked with the ATO's check
// digits) and the person we contact about the application.
import { Stack } from '@ds/ui';
import { TextInput } from '@ds/ui/text-input';
import { ABN_EXAMPLE } from '@ds/product/foundation-grants';
import { stepProblems } from '../journey-rules';
import { updateApplication, useApplyAnswers, useToday } from '../journey-store';
import { ApplyStepForm } from '../ApplyStepForm';

export function OrganisationStep() {
  const answers = useApplyAnswers();
  const today = useToday();
  return (
    <ApplyStepForm step="organisation" problems={stepProblems('organisation', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <TextInput
            {...field('organisation-name')}
            label="Organisation name"
            help="Its legal name, as on the Australian Business Register."
            value={answers.organisationName}
            onChange={(organisationName) => updateApplication({ organisationName })}
            autoComplete="organization"
          />
          <TextInput
            {...field('abn')}
            label="Australian Business Number (ABN)"
            help={`11 digits, such as ${ABN_EXAMPLE}. You can look it up on ABN Lookup.`}
            value={answers.abn}
            onChange={(abn) => updateApplication({ abn })}
            inputMode="numeric"
            autoComplete="off"
            widthChars={16}
          />
          <TextInput
            {...field('contact-first-name')}
            label="Contact person’s first name"
            help="The person we talk to about this application."
            value={answers.contactFirstName}
            onChange={(contactFirstName) => updateApplication({ contactFirstName })}
            autoComplete="given-name"
          />
          <TextInput
            {...field('contact-last-name')}
            label="Contact person’s last name"
            value={answers.contactLastName}
            onChange={(contactLastName) => updateApplication({ contactLastName })}
            autoComplete="family-name"
          />
        </Stack>
      )}
    </ApplyStepForm>
  );
}
