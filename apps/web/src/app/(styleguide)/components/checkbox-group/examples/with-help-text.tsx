// The Checkbox group page’s With help text example.
import { CheckboxGroup } from '@ds/ui/checkbox';

const contactWays = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'phone', label: 'Phone call' },
  { value: 'post', label: 'Post' },
];

export default function WithHelpText() {
  return (
    <CheckboxGroup
      label="How can we contact you?"
      help="Choose any that suit you. We never share your details."
      options={contactWays}
      defaultValue={['email']}
    />
  );
}
