// The Date input page’s Required example.
import { DateInput } from '@ds/ui/date-input';

export default function Required() {
  return <DateInput label="Date of birth" help="For example, 25/12/1990." formControlType="required" />;
}
