// The Radio group page's Default example.
import { RadioGroup } from '@ds/ui/radio-group';

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
  { value: 'single-parent', label: 'Single parent family' },
];

export default function WhoIsCovered() {
  return <RadioGroup label="Who is covered?" options={covers} />;
}
