// The Radio group page's Required example.
import { RadioGroup } from '@ds/ui/radio-group';

const currentCover = [
  { value: 'hospital-and-extras', label: 'Hospital and extras' },
  { value: 'hospital', label: 'Hospital only' },
  { value: 'extras', label: 'Extras only' },
  { value: 'none', label: 'No private health insurance' },
];

export default function CurrentCover() {
  return <RadioGroup label="Your current cover" formControlType="required" options={currentCover} />;
}
