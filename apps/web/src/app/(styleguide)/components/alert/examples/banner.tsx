// The Alert page’s Banner example: the four types.
import { Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';

export default function BannerAlerts() {
  return (
    <Stack gap={4}>
      <Alert type="success" variation="banner">
        Your claim has been submitted. We’ll email you when it has been processed.
      </Alert>
      <Alert type="info" variation="banner">
        Premiums change on 1 April. Pay ahead before then to keep today’s price.
      </Alert>
      <Alert type="warning" variation="banner">
        Your payment is due in 3 days. Update your card to avoid a missed payment.
      </Alert>
      <Alert type="error" variation="banner">
        We couldn’t process your payment. Check your card details and try again.
      </Alert>
    </Stack>
  );
}
