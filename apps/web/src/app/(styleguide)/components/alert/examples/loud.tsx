// The Alert page’s Loud example: the four types.
import { Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';

export default function LoudAlerts() {
  return (
    <Stack gap={4}>
      <Alert type="success" variation="loud">
        Your claim has been submitted. We’ll email you when it has been processed.
      </Alert>
      <Alert type="info" variation="loud">
        Premiums change on 1 April. Pay ahead before then to keep today’s price.
      </Alert>
      <Alert type="warning" variation="loud">
        Your payment is due in 3 days. Update your card to avoid a missed payment.
      </Alert>
      <Alert type="error" variation="loud">
        We couldn’t process your payment. Check your card details and try again.
      </Alert>
    </Stack>
  );
}
