'use client';
// Step 1, check you can apply: four yes-or-no questions before anything else, so an organisation the round cannot
// fund finds out at once, with why and what it can do instead (the words are the product data's, beside the
// rules). While the round is not open, the step says when it opens or that it has closed, and asks nothing.
import { Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { RadioGroup } from '@ds/ui/radio-group';
import {
  ELIGIBILITY_QUESTIONS,
  FUNDING_ROUND,
  eligibilityText,
  roundProblem,
} from '@ds/product/foundation-grants';
import { formatLongDate } from '@ds/ui/format';
import { useHydrated } from '@ds/ui/hooks';
import type { YesNo } from '../journey';
import { eligibilityField, notEligibleFor, stepProblems } from '../journey-rules';
import { answerEligibility, useApplyAnswers, useToday } from '../journey-store';
import { ApplyStepForm } from '../ApplyStepForm';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export interface EligibilityStepProps {
  /** The foundation's contact page, and its page about funding. */
  contactHref: string;
  fundingHref: string;
}

export function EligibilityStep({ contactHref, fundingHref }: EligibilityStepProps) {
  const answers = useApplyAnswers();
  const today = useToday();
  // The page's HTML is made at build time: whether the round is open is the visitor's day's to say, once hydrated.
  const hydrated = useHydrated();
  const closed = hydrated ? roundProblem(FUNDING_ROUND, today) : null;
  if (closed) {
    return (
      <Alert type="info" title="Applications are not open">
        {closed} <Link href={contactHref}>Contact the foundation</Link>
      </Alert>
    );
  }
  const notEligible = notEligibleFor(answers);
  return (
    <ApplyStepForm step="eligibility" problems={stepProblems('eligibility', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <Text>
            The {FUNDING_ROUND.name} is open until {formatLongDate(FUNDING_ROUND.closes)}. First, four
            questions to check your organisation can apply.
          </Text>
          {ELIGIBILITY_QUESTIONS.map((question) => {
            const text = eligibilityText(question);
            return (
              <RadioGroup
                key={question}
                {...field(eligibilityField(question))}
                label={text.question}
                help={text.hint}
                options={YES_NO}
                value={answers.eligibility[question] || null}
                onChange={(answer) => answerEligibility(question, answer as YesNo)}
              />
            );
          })}
          {notEligible.length > 0 ? (
            <Alert type="warning" title="You can’t apply in this round" announce>
              <Stack gap={3}>
                {notEligible.map((question) => {
                  const text = eligibilityText(question);
                  return (
                    <Text key={question}>
                      {text.whyNot} {text.whatToDo}
                    </Text>
                  );
                })}
                <Text>
                  <Link href={fundingHref}>What we fund</Link> ·{' '}
                  <Link href={contactHref}>Contact the foundation</Link>
                </Text>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      )}
    </ApplyStepForm>
  );
}
