// The Toggle input page’s Default example.
import { ToggleInput } from '@ds/ui/radio-group';

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
];

export default function Default() {
  return <ToggleInput label="Who is covered?" options={covers} defaultValue="single" />;
}
