// The Toggle input page’s With help text example.
import { ToggleInput } from '@ds/ui/radio-group';

const paymentMethods = [
  { value: 'direct-debit', label: 'Direct debit' },
  { value: 'card', label: 'Card' },
  { value: 'bpay', label: 'BPAY' },
];

export default function WithHelpText() {
  return (
    <ToggleInput
      label="How would you like to pay?"
      help="You can change this at any time in the app."
      options={paymentMethods}
    />
  );
}
