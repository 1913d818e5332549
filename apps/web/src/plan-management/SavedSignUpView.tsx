'use client';
// A sent plan management sign-up, opened from its link (/thrive/join/saved?id=...): the journeys' saved record
// (loading, an unknown or expired link, a retry) showing its reference, what happens next and what was sent.
import { Heading, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { formatLongDate } from '@ds/ui/format';
import { REPLY_WITHIN_BUSINESS_DAYS } from '@ds/product/plan-management';
import { PhoneLink } from '@ds/site';
import { CheckAnswers } from '@/application-forms/CheckAnswers';
import { YourReference } from '@/application-forms/YourReference';
import styles from '@/application-forms/ApplicationForms.module.css';
import { openApplication } from '@/journeys/application-client';
import { SavedRecord } from '@/journeys/SavedRecord';
import { loadSignUpKind, signUpStepHref } from './journey';
import { clearSignUp } from './journey-store';
import { signUpSections } from './sign-up-sections';

const openSignUp = (id: string) => openApplication(loadSignUpKind, id).then(({ application }) => application);

const startAgain = { href: signUpStepHref('participant'), clear: clearSignUp };

export interface SavedSignUpViewProps {
  planManager: string;
  phoneNumber: string;
}

export function SavedSignUpView({ planManager, phoneNumber }: SavedSignUpViewProps) {
  return (
    <SavedRecord noun="application" open={openSignUp} startAgain={startAgain}>
      {({ answers, result, savedAt, expiresAt }) => (
        <Stack gap={6}>
          <Alert type="success" title="We have your application">
            Sent on {formatLongDate(savedAt)} for {answers.participant.firstName}{' '}
            {answers.participant.lastName}.
          </Alert>
          <YourReference reference={result.reference} expiresAt={expiresAt} quoteItWhen="when you call us" />
          <Stack gap={3}>
            <Heading level={2} size="lg">
              What happens next
            </Heading>
            <ol className={styles.nextSteps}>
              <li>
                Within {REPLY_WITHIN_BUSINESS_DAYS} business days we check the details with the NDIA and set
                up {planManager} as the plan manager in the NDIS portal.
              </li>
              <li>
                We contact you at the number or email you verified, to confirm and answer any questions.
              </li>
              <li>
                We send a welcome pack with our provider details: give them to your providers so they send
                their invoices to us.
              </li>
            </ol>
            <Text>
              Questions? Call us on <PhoneLink phoneNumber={phoneNumber} />.
            </Text>
          </Stack>
          <Stack gap={3}>
            <Heading level={2} size="lg">
              What you sent
            </Heading>
            <CheckAnswers sections={signUpSections(answers, planManager, () => null)} />
          </Stack>
        </Stack>
      )}
    </SavedRecord>
  );
}
