// The Radio group page's Required and validated example.
import { RadioGroup } from '@ds/ui/radio-group';

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
  { value: 'single-parent', label: 'Single parent family' },
];

export default function WhoIsCoveredValidated() {
  return (
    <RadioGroup
      label="Who is covered?"
      formControlType="required"
      validated
      infoMessage="We will show prices for this type of cover."
      options={covers}
    />
  );
}
