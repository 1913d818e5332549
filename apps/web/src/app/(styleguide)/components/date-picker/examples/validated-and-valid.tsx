// The Date picker page’s Validated and valid example.
import { DatePicker } from '@ds/ui/date-picker';

export default function ValidatedAndValid() {
  return (
    <DatePicker
      label="Date of the service"
      defaultValue="03/03/2026"
      validated
      infoMessage="You can claim up to 2 years after the date of the service."
    />
  );
}
