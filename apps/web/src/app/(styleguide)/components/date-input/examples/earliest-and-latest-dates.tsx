// The Date input page’s Earliest and latest dates example.
import { DateInput } from '@ds/ui/date-input';

export default function EarliestAndLatestDates() {
  return (
    <DateInput label="Date of birth" help="For example, 25/12/1990." min="1900-01-01" max="2026-12-31" />
  );
}
