// The Date input page’s Disabled example.
import { DateInput } from '@ds/ui/date-input';

export default function Disabled() {
  return (
    <DateInput
      label="Cover start date"
      help="Your cover has started, so its start date cannot be changed."
      defaultValue="01/07/2025"
      disabled
    />
  );
}
