// The Date picker page’s Earliest and latest dates example.
import { DatePicker } from '@ds/ui/date-picker';

export default function EarliestAndLatestDates() {
  return (
    <DatePicker
      label="Hospital admission date"
      help="Any day from 01/07/2026 to 30/09/2026."
      min="2026-07-01"
      max="2026-09-30"
      defaultValue="15/07/2026"
    />
  );
}
