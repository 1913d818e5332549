// The Radio group page's Subtitles and a disabled option example.
import { RadioGroup } from '@ds/ui/radio-group';

const tiers = [
  {
    value: 'basic-plus',
    label: 'Basic Plus',
    subtitle: 'Rehabilitation, psychiatric care and palliative care',
  },
  { value: 'bronze', label: 'Bronze', subtitle: 'Adds 18 further services, such as joint reconstructions' },
  { value: 'silver', label: 'Silver', subtitle: 'Adds 8 groupings, such as heart and vascular care' },
  { value: 'gold', label: 'Gold', subtitle: 'Not offered with the $750 excess you chose', disabled: true },
];

export default function HospitalCover() {
  return <RadioGroup label="Hospital cover" options={tiers} />;
}
