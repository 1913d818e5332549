// The Radio group page's Side by side example.
import { RadioGroup } from '@ds/ui/radio-group';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export default function AustralianResident() {
  return <RadioGroup label="Are you an Australian resident?" orientation="horizontal" options={yesNo} />;
}
