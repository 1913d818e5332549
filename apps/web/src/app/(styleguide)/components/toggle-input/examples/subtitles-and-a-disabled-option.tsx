// The Toggle input page’s Subtitles and a disabled option example.
import { ToggleInput } from '@ds/ui/radio-group';

const excesses = [
  { value: '0', label: '$0', subtitle: 'No excess' },
  { value: '250', label: '$250', subtitle: 'Once a year' },
  { value: '500', label: '$500', subtitle: 'Once a year' },
  { value: '750', label: '$750', subtitle: 'Not with Gold', disabled: true },
];

export default function SubtitlesAndADisabledOption() {
  return <ToggleInput label="Hospital excess" options={excesses} />;
}
