// The Radio group page's With help text example.
import { RadioGroup } from '@ds/ui/radio-group';

const cards = [
  { value: 'digital', label: 'Digital card only' },
  { value: 'digital-and-plastic', label: 'Digital and plastic cards' },
];

export default function MembershipCard() {
  return (
    <RadioGroup
      label="How would you like your membership card?"
      help="Your digital card is in the app as soon as you join."
      options={cards}
      defaultValue="digital"
    />
  );
}
