// The Alert page’s Full width example.
import { Alert } from '@ds/ui/alert';

export default function FullWidthAlert() {
  return (
    <Alert type="info" fullWidth title="Prices change on 1 April">
      Pay ahead before then to keep today’s price for up to 12 months.
    </Alert>
  );
}
