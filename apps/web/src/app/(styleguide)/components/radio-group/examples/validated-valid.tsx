// The Radio group page's Validated and valid example.
import { RadioGroup } from '@ds/ui/radio-group';

const callTimes = [
  { value: 'morning', label: 'Morning', subtitle: '8am to 12pm' },
  { value: 'afternoon', label: 'Afternoon', subtitle: '12pm to 5pm' },
  { value: 'evening', label: 'Evening', subtitle: '5pm to 8pm' },
];

export default function BestTimeToCall() {
  return (
    <RadioGroup
      label="Best time to call you"
      validated
      infoMessage="We will call you in this time, Australian Eastern Time."
      options={callTimes}
      defaultValue="morning"
    />
  );
}
