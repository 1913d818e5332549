'use client';
// A sent funding application, opened from its link (/foundation/funding/apply/saved?id=...): the journeys' saved
// record (loading, an unknown or expired link, a retry) showing its reference, what happens next in the round and
// what was sent.
import { Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { formatLongDate } from '@ds/ui/format';
import { FUNDING_ROUND } from '@ds/product/foundation-grants';
import { CheckAnswers } from '@/application-forms/CheckAnswers';
import { YourReference } from '@/application-forms/YourReference';
import styles from '@/application-forms/ApplicationForms.module.css';
import { openApplication } from '@/journeys/application-client';
import { SavedRecord } from '@/journeys/SavedRecord';
import { applyStepHref, loadFoundationApplicationKind } from './journey';
import { clearApplication } from './journey-store';
import { applicationSections } from './application-sections';

const openFoundationApplication = (id: string) =>
  openApplication(loadFoundationApplicationKind, id).then(({ application }) => application);

const startAgain = { href: applyStepHref('eligibility'), clear: clearApplication };

export function SavedApplicationView({ email }: { email: string }) {
  return (
    <SavedRecord noun="application" open={openFoundationApplication} startAgain={startAgain}>
      {({ answers, result, savedAt, expiresAt }) => (
        <Stack gap={6}>
          <Alert type="success" title="We have your application">
            {answers.organisation.name} applied to the {FUNDING_ROUND.name} on {formatLongDate(savedAt)}.
          </Alert>
          <YourReference
            reference={result.reference}
            expiresAt={expiresAt}
            quoteItWhen="when you contact us"
          />
          <Stack gap={3}>
            <Heading level={2} size="lg">
              What happens next
            </Heading>
            <ol className={styles.nextSteps}>
              <li>
                The round closes on {formatLongDate(FUNDING_ROUND.closes)}. Until then we read applications as
                they arrive.
              </li>
              <li>
                Our committee reviews every application against the focus areas. We invite shortlisted
                organisations to a conversation with the team.
              </li>
              <li>
                We tell every applicant our decision by {formatLongDate(FUNDING_ROUND.decisionsBy)}. Funded
                projects start from {formatLongDate(FUNDING_ROUND.projectsStartFrom)}.
              </li>
            </ol>
            <Text>
              Questions? Email <Link href={`mailto:${email}`}>{email}</Link>.
            </Text>
          </Stack>
          <Stack gap={3}>
            <Heading level={2} size="lg">
              What you sent
            </Heading>
            <CheckAnswers sections={applicationSections(answers, () => null)} />
          </Stack>
        </Stack>
      )}
    </SavedRecord>
  );
}
