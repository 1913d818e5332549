// The Date picker page’s Required and validated example.
import { DatePicker } from '@ds/ui/date-picker';

export default function RequiredAndValidated() {
  return (
    <DatePicker
      label="Date of treatment"
      help="For example, 03/03/2026."
      formControlType="required"
      validated
    />
  );
}
