// The Date input page’s With help text example.
import { DateInput } from '@ds/ui/date-input';

export default function WithHelpText() {
  return <DateInput label="Cover start date" help="The day your cover begins, for example 01/07/2026." />;
}
