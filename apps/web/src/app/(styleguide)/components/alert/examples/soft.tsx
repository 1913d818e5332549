// The Alert page’s Soft example: the four types.
import { Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';

export default function SoftAlerts() {
  return (
    <Stack gap={4}>
      <Alert type="success" variation="soft">
        Your claim has been submitted. We’ll email you when it has been processed.
      </Alert>
      <Alert type="info" variation="soft">
        Premiums change on 1 April. Pay ahead before then to keep today’s price.
      </Alert>
      <Alert type="warning" variation="soft">
        Your payment is due in 3 days. Update your card to avoid a missed payment.
      </Alert>
      <Alert type="error" variation="soft">
        We couldn’t process your payment. Check your card details and try again.
      </Alert>
    </Stack>
  );
}
