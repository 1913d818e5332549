// The Checkbox group page’s Subtitles and a disabled option example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const extrasWithDetail = [
  { value: 'general-dental', label: 'General dental', subtitle: 'Check-ups, cleans and x-rays' },
  { value: 'optical', label: 'Optical', subtitle: 'Prescription glasses and contact lenses' },
  { value: 'physiotherapy', label: 'Physiotherapy', subtitle: 'Consultations and treatment' },
  { value: 'hearing-aids', label: 'Hearing aids', subtitle: 'Only with Top Extras', disabled: true },
];

export default function SubtitlesAndADisabledOption() {
  return <CheckboxGroup label="Extras to include" options={extrasWithDetail} />;
}
