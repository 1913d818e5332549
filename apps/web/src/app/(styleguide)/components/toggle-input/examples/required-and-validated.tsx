// The Toggle input page’s Required and validated example.
import { ToggleInput } from '@ds/ui/radio-group';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export default function RequiredAndValidated() {
  return (
    <ToggleInput
      label="Are you an Australian resident?"
      formControlType="required"
      validated
      infoMessage="Thanks. We ask so we can show you the right covers."
      options={yesNo}
    />
  );
}
