// The Date picker page’s Disabled example.
import { DatePicker } from '@ds/ui/date-picker';

export default function Disabled() {
  return (
    <DatePicker
      label="Cover end date"
      help="Call us to change the date your cover ends."
      defaultValue="30/06/2026"
      disabled
    />
  );
}
