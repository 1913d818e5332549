// The Checkbox group page’s Required and validated example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const tiers = [
  { value: 'basic-plus', label: 'Basic Plus' },
  { value: 'bronze', label: 'Bronze' },
  { value: 'silver', label: 'Silver' },
  { value: 'gold', label: 'Gold' },
];

export default function RequiredAndValidated() {
  return (
    <CheckboxGroup
      label="Hospital tiers to compare"
      formControlType="required"
      validated
      infoMessage="We will show these tiers side by side."
      options={tiers}
    />
  );
}
