// The Toggle input page’s Disabled example.
import { ToggleInput } from '@ds/ui/radio-group';

const coverTypes = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'extras', label: 'Extras' },
  { value: 'combined', label: 'Combined' },
];

export default function Disabled() {
  return (
    <ToggleInput
      label="Cover type"
      help="Set by your employer’s corporate plan."
      options={coverTypes}
      defaultValue="combined"
      disabled
    />
  );
}
