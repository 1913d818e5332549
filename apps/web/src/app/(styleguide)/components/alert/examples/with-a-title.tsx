// The Alert page’s With a title example.
import { Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';

export default function AlertsWithTitles() {
  return (
    <Stack gap={4}>
      <Alert type="warning" title="Your payment is due soon" titleLevel={4}>
        Your premium of $182.40 is due on 1 May. Update your card to avoid a missed payment.
      </Alert>
      <Alert type="success" variation="soft" title="Claim submitted">
        We’ll email you when it has been processed.
      </Alert>
    </Stack>
  );
}
