'use client';
// Step 4, consent: the plan manager consent as one required checkbox whose label is the exact words agreed to
// (they are stored by version with the application), and where our privacy policy is.
import { Link, Stack, Text } from '@ds/ui';
import { CheckboxGroup } from '@ds/ui/checkbox';
import { planManagerConsent } from '@ds/product/plan-management';
import { stepProblems } from '../journey-rules';
import { updateSignUp, useSignUpAnswers, useToday } from '../journey-store';
import { SignUpStepForm } from '../SignUpStepForm';

export interface ConsentStepProps {
  /** The plan manager's name, from the brand data. */
  planManager: string;
  /** The privacy policy's page, from the site's legal links. */
  privacyHref: string;
}

export function ConsentStep({ planManager, privacyHref }: ConsentStepProps) {
  const answers = useSignUpAnswers();
  const today = useToday();
  const forSomeoneElse = answers.role !== '' && answers.role !== 'participant';
  return (
    <SignUpStepForm step="consent" problems={stepProblems('consent', answers, today)}>
      {(field) => (
        <Stack gap={5}>
          <Text>
            We use the participant’s details only to manage their plan: to set it up with the NDIA, pay their
            providers and keep them informed. Read how we handle personal information in our{' '}
            <Link href={privacyHref}>privacy policy</Link>.
          </Text>
          <CheckboxGroup
            {...field('consent')}
            label="Plan manager consent"
            help={
              forSomeoneElse
                ? 'You give this consent for the participant, as the person who acts for them.'
                : 'Tick the box if you agree.'
            }
            options={[{ value: 'agreed', label: planManagerConsent(planManager) }]}
            value={answers.consent ? ['agreed'] : []}
            onChange={(values) => updateSignUp({ consent: values.includes('agreed') })}
          />
        </Stack>
      )}
    </SignUpStepForm>
  );
}
