// The Date picker page’s Default example.
import { DatePicker } from '@ds/ui/date-picker';

export default function Default() {
  return <DatePicker label="Cover start date" help="For example, 01/07/2026." />;
}
