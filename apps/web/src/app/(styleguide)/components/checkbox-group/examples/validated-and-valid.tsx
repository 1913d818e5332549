// The Checkbox group page’s Validated and valid example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const quoteChannels = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

export default function ValidatedAndValid() {
  return (
    <CheckboxGroup
      label="How should we send your quote?"
      validated
      infoMessage="Your quote goes to the contact details you gave us."
      options={quoteChannels}
      defaultValue={['email']}
    />
  );
}
