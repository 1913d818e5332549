// The Date input page’s Default example.
import { DateInput } from '@ds/ui/date-input';

export default function Default() {
  return <DateInput label="Date of birth" />;
}
