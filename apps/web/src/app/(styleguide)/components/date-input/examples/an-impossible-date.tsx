// The Date input page’s An impossible date example.
import { DateInput } from '@ds/ui/date-input';

export default function AnImpossibleDate() {
  return <DateInput label="Date of birth" defaultValue="31/02/2024" validated />;
}
