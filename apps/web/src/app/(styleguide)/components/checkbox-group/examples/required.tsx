// The Checkbox group page’s Required example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const quoteCovers = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'extras', label: 'Extras' },
  { value: 'ambulance', label: 'Ambulance' },
];

export default function Required() {
  return (
    <CheckboxGroup label="Covers to include in your quote" formControlType="required" options={quoteCovers} />
  );
}
