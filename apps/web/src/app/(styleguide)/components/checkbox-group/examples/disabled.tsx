// The Checkbox group page’s Disabled example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const extras = [
  { value: 'general-dental', label: 'General dental' },
  { value: 'major-dental', label: 'Major dental' },
  { value: 'optical', label: 'Optical' },
  { value: 'physiotherapy', label: 'Physiotherapy' },
  { value: 'chiropractic', label: 'Chiropractic' },
];

export default function Disabled() {
  return (
    <CheckboxGroup
      label="Extras in your corporate plan"
      help="Your employer chooses these."
      options={extras}
      defaultValue={['general-dental', 'optical']}
      disabled
    />
  );
}
