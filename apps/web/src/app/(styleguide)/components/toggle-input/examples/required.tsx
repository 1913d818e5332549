// The Toggle input page’s Required example.
import { ToggleInput } from '@ds/ui/radio-group';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export default function Required() {
  return (
    <ToggleInput
      label="Do you have private health insurance now?"
      formControlType="required"
      options={yesNo}
    />
  );
}
