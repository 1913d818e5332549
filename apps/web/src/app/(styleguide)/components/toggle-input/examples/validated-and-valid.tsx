// The Toggle input page’s Validated and valid example.
import { ToggleInput } from '@ds/ui/radio-group';

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
];

export default function ValidatedAndValid() {
  return (
    <ToggleInput
      label="Who is covered?"
      validated
      infoMessage="Prices on the next page are for this type of cover."
      options={covers}
      defaultValue="couple"
    />
  );
}
