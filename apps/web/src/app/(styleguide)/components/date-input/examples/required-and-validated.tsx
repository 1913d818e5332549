// The Date input page’s Required and validated example.
import { DateInput } from '@ds/ui/date-input';

export default function RequiredAndValidated() {
  return <DateInput label="Cover start date" formControlType="required" validated />;
}
