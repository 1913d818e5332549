// The Checkbox group page’s Default example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const extras = [
  { value: 'general-dental', label: 'General dental' },
  { value: 'major-dental', label: 'Major dental' },
  { value: 'optical', label: 'Optical' },
  { value: 'physiotherapy', label: 'Physiotherapy' },
  { value: 'chiropractic', label: 'Chiropractic' },
];

export default function Default() {
  return <CheckboxGroup label="Extras you use" options={extras} />;
}
